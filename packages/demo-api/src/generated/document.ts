// Generated from openapi/frontoffice.yaml by packages/demo-api/scripts/generate.mjs. Do not edit.
/** The OpenAPI document, as data. */
export const openapiDocument: unknown = {
  "openapi": "3.1.0",
  "info": {
    "title": "Operator API used by the driver front office",
    "version": "1.0.0",
    "summary": "The calls of the front office to an operator's API (spec §7), its entities (§3) and errors (§8).",
    "description": "The single source of the contract between the white-label front office and an operator's API.\nGenerated types and runtime validators in `packages/api-client` are derived from this document; the demo API in\n`packages/demo-api` serves it.\n\nConventions:\n- Paths are relative to the API base (default `/api`, spec §9).\n- Every call sends `Content-Type: application/json` (except the multipart uploads), `Accept-Language` and, when one\n  is stored, `Authorization: Bearer <token>` (spec §7).\n- Names are the server's snake_case names (spec §3).\n- Errors use one body (`Error`) for every status of spec §8's mapping: 400 bad_request, 401 unauthorized,\n  402 payment, 403 forbidden, 404 not_found, 409 conflict, anything else internal.\n- `x-unspecified: true` marks a shape the specification does not show: the document models the least the product\n  needs and says so in the description.\n- `x-demo: true` marks a call that only the demo API serves.\n- `x-frontoffice-extension: <name>` marks an operation beyond the seed contract (decision D46): optional for an\n  operator, implemented by the demo API. An operator API that answers one with 404 or 501 hides the feature for\n  the session; the rest of the product is unchanged.\n",
    "license": {
      "name": "UNLICENSED",
      "identifier": "UNLICENSED"
    }
  },
  "servers": [
    {
      "url": "/api",
      "description": "Default API base (spec §9); the runtime configuration may point elsewhere."
    }
  ],
  "security": [
    {
      "bearerAuth": []
    }
  ],
  "tags": [
    {
      "name": "auth",
      "description": "Tokens, single sign-on and password reset (spec §4 Authentication)."
    },
    {
      "name": "tenant",
      "description": "Tenant settings and tenant-defined lists and content."
    },
    {
      "name": "stations",
      "description": "Stations."
    },
    {
      "name": "user",
      "description": "The account."
    },
    {
      "name": "documents",
      "description": "Uploaded documents and photos."
    },
    {
      "name": "cards",
      "description": "Payment cards (decision D14)."
    },
    {
      "name": "vehicles",
      "description": "Vehicles and searches."
    },
    {
      "name": "rentals",
      "description": "Bookings, carpoolings and passengers."
    },
    {
      "name": "geocode",
      "description": "Address suggestions served by the demo API."
    },
    {
      "name": "condition",
      "description": "The vehicle's condition at pick-up and return (contract extension `condition-reports`, decisions D46, D47)."
    }
  ],
  "paths": {
    "/oauth2/token": {
      "parameters": [
        {
          "$ref": "#/components/parameters/AcceptLanguage"
        }
      ],
      "post": {
        "operationId": "createToken",
        "tags": [
          "auth"
        ],
        "summary": "Obtain an access token",
        "description": "spec §7, §4: password grant (log-in), `openid_token` grant (single sign-on), client credentials (guest token)\nand refresh-token grant. Client id and secret come from the runtime configuration.\n",
        "security": [],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/TokenRequest"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The issued token.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/TokenResponse"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "402": {
            "$ref": "#/components/responses/PaymentRequired"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "409": {
            "$ref": "#/components/responses/Conflict"
          },
          "default": {
            "$ref": "#/components/responses/InternalError"
          }
        }
      }
    },
    "/sso/openid": {
      "parameters": [
        {
          "$ref": "#/components/parameters/AcceptLanguage"
        }
      ],
      "post": {
        "operationId": "exchangeOpenidToken",
        "tags": [
          "auth"
        ],
        "summary": "Exchange a single-sign-on id token for an access token",
        "description": "spec §7. The browser redirect to the provider is not an API call.",
        "security": [
          {
            "bearerAuth": []
          },
          {}
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "type": "object",
                "required": [
                  "openid"
                ],
                "properties": {
                  "openid": {
                    "type": "object",
                    "required": [
                      "id_token"
                    ],
                    "properties": {
                      "id_token": {
                        "type": "string",
                        "minLength": 1
                      }
                    }
                  }
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The issued token.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/TokenResponse"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "402": {
            "$ref": "#/components/responses/PaymentRequired"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "409": {
            "$ref": "#/components/responses/Conflict"
          },
          "default": {
            "$ref": "#/components/responses/InternalError"
          }
        }
      }
    },
    "/tenant": {
      "parameters": [
        {
          "$ref": "#/components/parameters/AcceptLanguage"
        }
      ],
      "get": {
        "operationId": "getTenant",
        "tags": [
          "tenant"
        ],
        "summary": "Tenant settings",
        "description": "spec §1, §3. Loaded at start-up; drives theme, favicon, title, language, timezone and every switch.",
        "security": [
          {
            "bearerAuth": []
          },
          {}
        ],
        "responses": {
          "200": {
            "description": "The tenant.",
            "content": {
              "application/json": {
                "schema": {
                  "type": "object",
                  "required": [
                    "tenant"
                  ],
                  "properties": {
                    "tenant": {
                      "$ref": "#/components/schemas/Tenant"
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "402": {
            "$ref": "#/components/responses/PaymentRequired"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "409": {
            "$ref": "#/components/responses/Conflict"
          },
          "default": {
            "$ref": "#/components/responses/InternalError"
          }
        }
      }
    },
    "/registration_flows": {
      "parameters": [
        {
          "$ref": "#/components/parameters/AcceptLanguage"
        }
      ],
      "get": {
        "operationId": "listRegistrationFlows",
        "tags": [
          "tenant"
        ],
        "summary": "Registration flows",
        "responses": {
          "200": {
            "description": "The registration flows.",
            "content": {
              "application/json": {
                "schema": {
                  "type": "object",
                  "required": [
                    "registration_flows"
                  ],
                  "properties": {
                    "registration_flows": {
                      "type": "array",
                      "items": {
                        "$ref": "#/components/schemas/RegistrationFlow"
                      }
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "402": {
            "$ref": "#/components/responses/PaymentRequired"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "409": {
            "$ref": "#/components/responses/Conflict"
          },
          "default": {
            "$ref": "#/components/responses/InternalError"
          }
        }
      }
    },
    "/additional_documents": {
      "parameters": [
        {
          "$ref": "#/components/parameters/AcceptLanguage"
        }
      ],
      "get": {
        "operationId": "listAdditionalDocuments",
        "tags": [
          "tenant"
        ],
        "summary": "Tenant-defined extra documents",
        "description": "spec §3, §7: the texts come in the language of the `Accept-Language` header (the client keeps the French and\nEnglish lists apart: additionalDocumentsFr, additionalDocumentsEn).\n",
        "responses": {
          "200": {
            "description": "The additional documents.",
            "content": {
              "application/json": {
                "schema": {
                  "type": "object",
                  "required": [
                    "additional_documents"
                  ],
                  "properties": {
                    "additional_documents": {
                      "type": "array",
                      "items": {
                        "$ref": "#/components/schemas/AdditionalDocument"
                      }
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "402": {
            "$ref": "#/components/responses/PaymentRequired"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "409": {
            "$ref": "#/components/responses/Conflict"
          },
          "default": {
            "$ref": "#/components/responses/InternalError"
          }
        }
      }
    },
    "/rental_labels": {
      "parameters": [
        {
          "$ref": "#/components/parameters/AcceptLanguage"
        }
      ],
      "get": {
        "operationId": "listRentalLabels",
        "tags": [
          "tenant"
        ],
        "summary": "Rental labels",
        "responses": {
          "200": {
            "description": "The rental labels.",
            "content": {
              "application/json": {
                "schema": {
                  "type": "object",
                  "required": [
                    "rental_labels"
                  ],
                  "properties": {
                    "rental_labels": {
                      "type": "array",
                      "items": {
                        "$ref": "#/components/schemas/RentalLabel"
                      }
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "402": {
            "$ref": "#/components/responses/PaymentRequired"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "409": {
            "$ref": "#/components/responses/Conflict"
          },
          "default": {
            "$ref": "#/components/responses/InternalError"
          }
        }
      }
    },
    "/categories": {
      "parameters": [
        {
          "$ref": "#/components/parameters/AcceptLanguage"
        }
      ],
      "get": {
        "operationId": "listCategories",
        "tags": [
          "tenant"
        ],
        "summary": "Vehicle categories",
        "responses": {
          "200": {
            "description": "The categories.",
            "content": {
              "application/json": {
                "schema": {
                  "type": "object",
                  "required": [
                    "categories"
                  ],
                  "properties": {
                    "categories": {
                      "type": "array",
                      "items": {
                        "$ref": "#/components/schemas/Category"
                      }
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "402": {
            "$ref": "#/components/responses/PaymentRequired"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "409": {
            "$ref": "#/components/responses/Conflict"
          },
          "default": {
            "$ref": "#/components/responses/InternalError"
          }
        }
      }
    },
    "/custom_contents": {
      "parameters": [
        {
          "$ref": "#/components/parameters/AcceptLanguage"
        }
      ],
      "get": {
        "operationId": "listCustomContents",
        "tags": [
          "tenant"
        ],
        "summary": "Tenant custom content of one type",
        "description": "spec §2, §7; decision D5, D19. Types used: faq, contact, pricing, welcome, and any custom page type.",
        "security": [
          {
            "bearerAuth": []
          },
          {}
        ],
        "parameters": [
          {
            "name": "type",
            "in": "query",
            "required": true,
            "schema": {
              "type": "string",
              "minLength": 1,
              "examples": [
                "faq"
              ]
            }
          }
        ],
        "responses": {
          "200": {
            "description": "The entries of that type; pages render the first one.",
            "content": {
              "application/json": {
                "schema": {
                  "type": "object",
                  "required": [
                    "custom_contents"
                  ],
                  "properties": {
                    "custom_contents": {
                      "type": "array",
                      "items": {
                        "$ref": "#/components/schemas/CustomContent"
                      }
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "402": {
            "$ref": "#/components/responses/PaymentRequired"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "409": {
            "$ref": "#/components/responses/Conflict"
          },
          "default": {
            "$ref": "#/components/responses/InternalError"
          }
        }
      }
    },
    "/terms_and_conditions_versions": {
      "parameters": [
        {
          "$ref": "#/components/parameters/AcceptLanguage"
        }
      ],
      "get": {
        "operationId": "listTermsVersions",
        "tags": [
          "tenant"
        ],
        "summary": "Terms and conditions versions",
        "security": [
          {
            "bearerAuth": []
          },
          {}
        ],
        "parameters": [
          {
            "name": "current",
            "in": "query",
            "required": false,
            "description": "spec §7 sends `current=true` to get the version in force.",
            "schema": {
              "type": "boolean"
            }
          }
        ],
        "responses": {
          "200": {
            "description": "The versions (with current=true, the one in force).",
            "content": {
              "application/json": {
                "schema": {
                  "type": "object",
                  "required": [
                    "terms_and_conditions_versions"
                  ],
                  "properties": {
                    "terms_and_conditions_versions": {
                      "type": "array",
                      "items": {
                        "$ref": "#/components/schemas/TermsVersion"
                      }
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "402": {
            "$ref": "#/components/responses/PaymentRequired"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "409": {
            "$ref": "#/components/responses/Conflict"
          },
          "default": {
            "$ref": "#/components/responses/InternalError"
          }
        }
      }
    },
    "/stations": {
      "parameters": [
        {
          "$ref": "#/components/parameters/AcceptLanguage"
        }
      ],
      "get": {
        "operationId": "listStations",
        "tags": [
          "stations"
        ],
        "summary": "Stations",
        "responses": {
          "200": {
            "description": "The stations.",
            "content": {
              "application/json": {
                "schema": {
                  "type": "object",
                  "required": [
                    "stations"
                  ],
                  "properties": {
                    "stations": {
                      "type": "array",
                      "items": {
                        "$ref": "#/components/schemas/Station"
                      }
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "402": {
            "$ref": "#/components/responses/PaymentRequired"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "409": {
            "$ref": "#/components/responses/Conflict"
          },
          "default": {
            "$ref": "#/components/responses/InternalError"
          }
        }
      }
    },
    "/stations/{id}": {
      "parameters": [
        {
          "$ref": "#/components/parameters/AcceptLanguage"
        },
        {
          "$ref": "#/components/parameters/IdPath"
        }
      ],
      "get": {
        "operationId": "getStation",
        "tags": [
          "stations"
        ],
        "summary": "One station",
        "responses": {
          "200": {
            "description": "The station.",
            "content": {
              "application/json": {
                "schema": {
                  "type": "object",
                  "required": [
                    "station"
                  ],
                  "properties": {
                    "station": {
                      "$ref": "#/components/schemas/Station"
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "402": {
            "$ref": "#/components/responses/PaymentRequired"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "409": {
            "$ref": "#/components/responses/Conflict"
          },
          "default": {
            "$ref": "#/components/responses/InternalError"
          }
        }
      }
    },
    "/stripe_key": {
      "parameters": [
        {
          "$ref": "#/components/parameters/AcceptLanguage"
        }
      ],
      "get": {
        "operationId": "getStripeKey",
        "tags": [
          "cards"
        ],
        "summary": "The card provider's publishable key",
        "description": "spec §7; cached locally by the client.",
        "responses": {
          "200": {
            "description": "The publishable key.",
            "content": {
              "application/json": {
                "schema": {
                  "type": "object",
                  "required": [
                    "stripe_key"
                  ],
                  "properties": {
                    "stripe_key": {
                      "type": "object",
                      "required": [
                        "public"
                      ],
                      "properties": {
                        "public": {
                          "type": "string",
                          "minLength": 1
                        }
                      }
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "402": {
            "$ref": "#/components/responses/PaymentRequired"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "409": {
            "$ref": "#/components/responses/Conflict"
          },
          "default": {
            "$ref": "#/components/responses/InternalError"
          }
        }
      }
    },
    "/geocode": {
      "parameters": [
        {
          "$ref": "#/components/parameters/AcceptLanguage"
        }
      ],
      "get": {
        "operationId": "geocode",
        "tags": [
          "geocode"
        ],
        "summary": "Address suggestions (demo)",
        "x-demo": true,
        "description": "Not an operator API call of spec §7: the demo API serves address suggestions from fixtures so that the\naddress search engine works offline. In production the suggestions come from the geocoding provider\nconfigured for the deployment, with the same shape.\n",
        "security": [
          {
            "bearerAuth": []
          },
          {}
        ],
        "parameters": [
          {
            "name": "q",
            "in": "query",
            "required": true,
            "schema": {
              "type": "string",
              "minLength": 1
            }
          },
          {
            "name": "country",
            "in": "query",
            "required": false,
            "description": "ISO 3166-1 alpha-2 code restricting results (spec §2, the tenant country).",
            "schema": {
              "type": "string",
              "pattern": "^[A-Za-z]{2}$"
            }
          },
          {
            "name": "lang",
            "in": "query",
            "required": false,
            "schema": {
              "$ref": "#/components/schemas/Language"
            }
          }
        ],
        "responses": {
          "200": {
            "description": "Matching addresses.",
            "content": {
              "application/json": {
                "schema": {
                  "type": "object",
                  "required": [
                    "features"
                  ],
                  "properties": {
                    "features": {
                      "type": "array",
                      "items": {
                        "$ref": "#/components/schemas/GeocodeFeature"
                      }
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "402": {
            "$ref": "#/components/responses/PaymentRequired"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "409": {
            "$ref": "#/components/responses/Conflict"
          },
          "default": {
            "$ref": "#/components/responses/InternalError"
          }
        }
      }
    },
    "/user": {
      "parameters": [
        {
          "$ref": "#/components/parameters/AcceptLanguage"
        }
      ],
      "get": {
        "operationId": "getUser",
        "tags": [
          "user"
        ],
        "summary": "The signed-in account",
        "responses": {
          "200": {
            "description": "The account.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/UserEnvelope"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "402": {
            "$ref": "#/components/responses/PaymentRequired"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "409": {
            "$ref": "#/components/responses/Conflict"
          },
          "default": {
            "$ref": "#/components/responses/InternalError"
          }
        }
      },
      "post": {
        "operationId": "createUser",
        "tags": [
          "user"
        ],
        "summary": "Sign up",
        "description": "spec §5, §7. Sent with the guest token; signup sends tos_accepted true.",
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "type": "object",
                "required": [
                  "user"
                ],
                "properties": {
                  "user": {
                    "type": "object",
                    "required": [
                      "email",
                      "password",
                      "tos_accepted"
                    ],
                    "properties": {
                      "email": {
                        "type": "string",
                        "format": "email"
                      },
                      "password": {
                        "type": "string",
                        "minLength": 8
                      },
                      "tos_accepted": {
                        "type": "boolean"
                      }
                    }
                  }
                }
              }
            }
          }
        },
        "responses": {
          "201": {
            "description": "The new account.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/UserEnvelope"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "402": {
            "$ref": "#/components/responses/PaymentRequired"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "409": {
            "$ref": "#/components/responses/Conflict"
          },
          "default": {
            "$ref": "#/components/responses/InternalError"
          }
        }
      },
      "put": {
        "operationId": "updateUser",
        "tags": [
          "user"
        ],
        "summary": "Change account fields",
        "description": "spec §7; decision D12 (wrapped in `user`). Only changed driver fields are sent (spec §5).",
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "type": "object",
                "required": [
                  "user"
                ],
                "properties": {
                  "user": {
                    "$ref": "#/components/schemas/UserUpdate"
                  }
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The updated account.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/UserEnvelope"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "402": {
            "$ref": "#/components/responses/PaymentRequired"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "409": {
            "$ref": "#/components/responses/Conflict"
          },
          "default": {
            "$ref": "#/components/responses/InternalError"
          }
        }
      },
      "delete": {
        "operationId": "deleteUser",
        "tags": [
          "user"
        ],
        "summary": "Delete the account",
        "description": "spec §8: refused with codes user_rentals_user_has_rental or user_invoices_as_buyer_user_has_pending_invoice.\n",
        "responses": {
          "204": {
            "description": "Deleted."
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "402": {
            "$ref": "#/components/responses/PaymentRequired"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "409": {
            "$ref": "#/components/responses/Conflict"
          },
          "default": {
            "$ref": "#/components/responses/InternalError"
          }
        }
      }
    },
    "/users/{id}": {
      "parameters": [
        {
          "$ref": "#/components/parameters/AcceptLanguage"
        },
        {
          "$ref": "#/components/parameters/IdPath"
        }
      ],
      "get": {
        "operationId": "getUserById",
        "tags": [
          "user"
        ],
        "summary": "Another user's public profile",
        "responses": {
          "200": {
            "description": "The user reference.",
            "content": {
              "application/json": {
                "schema": {
                  "type": "object",
                  "required": [
                    "user"
                  ],
                  "properties": {
                    "user": {
                      "$ref": "#/components/schemas/UserReference"
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "402": {
            "$ref": "#/components/responses/PaymentRequired"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "409": {
            "$ref": "#/components/responses/Conflict"
          },
          "default": {
            "$ref": "#/components/responses/InternalError"
          }
        }
      }
    },
    "/users": {
      "parameters": [
        {
          "$ref": "#/components/parameters/AcceptLanguage"
        }
      ],
      "get": {
        "operationId": "searchUsers",
        "tags": [
          "user"
        ],
        "summary": "Find users by e-mail (passenger search)",
        "description": "spec §5 starts this search at 4 characters, debounced 500 ms.",
        "parameters": [
          {
            "name": "email",
            "in": "query",
            "required": true,
            "schema": {
              "type": "string",
              "minLength": 1
            }
          }
        ],
        "responses": {
          "200": {
            "description": "Matching users.",
            "content": {
              "application/json": {
                "schema": {
                  "type": "object",
                  "required": [
                    "users"
                  ],
                  "properties": {
                    "users": {
                      "type": "array",
                      "items": {
                        "$ref": "#/components/schemas/UserReference"
                      }
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "402": {
            "$ref": "#/components/responses/PaymentRequired"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "409": {
            "$ref": "#/components/responses/Conflict"
          },
          "default": {
            "$ref": "#/components/responses/InternalError"
          }
        }
      }
    },
    "/user/password": {
      "parameters": [
        {
          "$ref": "#/components/parameters/AcceptLanguage"
        }
      ],
      "put": {
        "operationId": "changePassword",
        "tags": [
          "user"
        ],
        "summary": "Change the password",
        "description": "spec §8 maps user_current_password_invalid to the incorrect-current-password message.",
        "x-unspecified": true,
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "type": "object",
                "required": [
                  "user"
                ],
                "properties": {
                  "user": {
                    "type": "object",
                    "required": [
                      "current_password",
                      "password",
                      "password_confirmation"
                    ],
                    "properties": {
                      "current_password": {
                        "type": "string",
                        "minLength": 1
                      },
                      "password": {
                        "type": "string",
                        "minLength": 8
                      },
                      "password_confirmation": {
                        "type": "string",
                        "minLength": 8
                      }
                    }
                  }
                }
              }
            }
          }
        },
        "responses": {
          "204": {
            "description": "Changed (the success body is not shown in the spec)."
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "402": {
            "$ref": "#/components/responses/PaymentRequired"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "409": {
            "$ref": "#/components/responses/Conflict"
          },
          "default": {
            "$ref": "#/components/responses/InternalError"
          }
        }
      }
    },
    "/user/sms_code": {
      "parameters": [
        {
          "$ref": "#/components/parameters/AcceptLanguage"
        }
      ],
      "post": {
        "operationId": "requestSmsCode",
        "tags": [
          "user"
        ],
        "summary": "Send a 6-digit code by SMS",
        "x-unspecified": true,
        "description": "Sends a code to cell_phone (signup phone step or phone change). The success body is not shown.",
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "type": "object",
                "required": [
                  "sms_code"
                ],
                "properties": {
                  "sms_code": {
                    "type": "object",
                    "required": [
                      "cell_phone"
                    ],
                    "properties": {
                      "cell_phone": {
                        "type": "string",
                        "minLength": 1
                      }
                    }
                  }
                }
              }
            }
          }
        },
        "responses": {
          "204": {
            "description": "Sent."
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "402": {
            "$ref": "#/components/responses/PaymentRequired"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "409": {
            "$ref": "#/components/responses/Conflict"
          },
          "default": {
            "$ref": "#/components/responses/InternalError"
          }
        }
      },
      "put": {
        "operationId": "confirmSmsCode",
        "tags": [
          "user"
        ],
        "summary": "Confirm the SMS code",
        "x-unspecified": true,
        "description": "Confirms the phone number (also a pending phone change). The success body is not shown.",
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "type": "object",
                "required": [
                  "sms_code"
                ],
                "properties": {
                  "sms_code": {
                    "type": "object",
                    "required": [
                      "code"
                    ],
                    "properties": {
                      "code": {
                        "type": "string",
                        "pattern": "^[0-9]{6}$"
                      }
                    }
                  }
                }
              }
            }
          }
        },
        "responses": {
          "204": {
            "description": "Confirmed."
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "402": {
            "$ref": "#/components/responses/PaymentRequired"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "409": {
            "$ref": "#/components/responses/Conflict"
          },
          "default": {
            "$ref": "#/components/responses/InternalError"
          }
        }
      }
    },
    "/user/data_request": {
      "parameters": [
        {
          "$ref": "#/components/parameters/AcceptLanguage"
        }
      ],
      "post": {
        "operationId": "requestUserData",
        "tags": [
          "user"
        ],
        "summary": "Ask for a copy of one's personal data",
        "x-unspecified": true,
        "description": "The success body is not shown.",
        "responses": {
          "204": {
            "description": "Requested."
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "402": {
            "$ref": "#/components/responses/PaymentRequired"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "409": {
            "$ref": "#/components/responses/Conflict"
          },
          "default": {
            "$ref": "#/components/responses/InternalError"
          }
        }
      }
    },
    "/user/documents": {
      "parameters": [
        {
          "$ref": "#/components/parameters/AcceptLanguage"
        }
      ],
      "get": {
        "operationId": "listUserDocuments",
        "tags": [
          "documents"
        ],
        "summary": "The account's uploaded documents",
        "responses": {
          "200": {
            "description": "The documents.",
            "content": {
              "application/json": {
                "schema": {
                  "type": "object",
                  "required": [
                    "documents"
                  ],
                  "properties": {
                    "documents": {
                      "type": "array",
                      "items": {
                        "$ref": "#/components/schemas/UserDocument"
                      }
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "402": {
            "$ref": "#/components/responses/PaymentRequired"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "409": {
            "$ref": "#/components/responses/Conflict"
          },
          "default": {
            "$ref": "#/components/responses/InternalError"
          }
        }
      },
      "post": {
        "operationId": "uploadUserDocument",
        "tags": [
          "documents"
        ],
        "summary": "Upload a document",
        "description": "spec §7; decision D17 (png, jpeg or pdf, 10 MB at most, FILE_TOO_BIG otherwise). Progress is reported.",
        "requestBody": {
          "required": true,
          "content": {
            "multipart/form-data": {
              "schema": {
                "type": "object",
                "required": [
                  "document[file]",
                  "document[document_type]"
                ],
                "properties": {
                  "document[file]": {
                    "type": "string",
                    "contentMediaType": "application/octet-stream"
                  },
                  "document[document_type]": {
                    "$ref": "#/components/schemas/DocumentType"
                  }
                }
              }
            }
          }
        },
        "responses": {
          "201": {
            "description": "The stored document.",
            "content": {
              "application/json": {
                "schema": {
                  "type": "object",
                  "required": [
                    "document"
                  ],
                  "properties": {
                    "document": {
                      "$ref": "#/components/schemas/UserDocument"
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "402": {
            "$ref": "#/components/responses/PaymentRequired"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "409": {
            "$ref": "#/components/responses/Conflict"
          },
          "default": {
            "$ref": "#/components/responses/InternalError"
          }
        }
      }
    },
    "/user/photos": {
      "parameters": [
        {
          "$ref": "#/components/parameters/AcceptLanguage"
        }
      ],
      "post": {
        "operationId": "uploadUserPhoto",
        "tags": [
          "documents"
        ],
        "summary": "Upload the account photo (avatar)",
        "x-unspecified": true,
        "description": "spec §7 (multipart photo[image]). The success body is not shown; the least the product needs is the photo id.",
        "requestBody": {
          "required": true,
          "content": {
            "multipart/form-data": {
              "schema": {
                "type": "object",
                "required": [
                  "photo[image]"
                ],
                "properties": {
                  "photo[image]": {
                    "type": "string",
                    "contentMediaType": "application/octet-stream"
                  }
                }
              }
            }
          }
        },
        "responses": {
          "201": {
            "description": "The stored photo.",
            "content": {
              "application/json": {
                "schema": {
                  "type": "object",
                  "required": [
                    "photo"
                  ],
                  "properties": {
                    "photo": {
                      "$ref": "#/components/schemas/UserPhoto"
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "402": {
            "$ref": "#/components/responses/PaymentRequired"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "409": {
            "$ref": "#/components/responses/Conflict"
          },
          "default": {
            "$ref": "#/components/responses/InternalError"
          }
        }
      }
    },
    "/user/documents/{id}/attach": {
      "parameters": [
        {
          "$ref": "#/components/parameters/AcceptLanguage"
        },
        {
          "$ref": "#/components/parameters/IdPath"
        }
      ],
      "post": {
        "operationId": "attachUserDocument",
        "tags": [
          "documents"
        ],
        "summary": "Attach an uploaded document to a tenant-defined additional document",
        "x-unspecified": true,
        "description": "The success body is not shown.",
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "type": "object",
                "required": [
                  "additional_document"
                ],
                "properties": {
                  "additional_document": {
                    "type": "object",
                    "required": [
                      "id"
                    ],
                    "properties": {
                      "id": {
                        "$ref": "#/components/schemas/Id"
                      }
                    }
                  }
                }
              }
            }
          }
        },
        "responses": {
          "204": {
            "description": "Attached."
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "402": {
            "$ref": "#/components/responses/PaymentRequired"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "409": {
            "$ref": "#/components/responses/Conflict"
          },
          "default": {
            "$ref": "#/components/responses/InternalError"
          }
        }
      }
    },
    "/user/terms_and_conditions_versions/accept": {
      "parameters": [
        {
          "$ref": "#/components/parameters/AcceptLanguage"
        }
      ],
      "post": {
        "operationId": "acceptTermsVersion",
        "tags": [
          "user"
        ],
        "summary": "Accept a terms and conditions version",
        "x-unspecified": true,
        "description": "The success body is not shown.",
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "type": "object",
                "required": [
                  "terms_and_conditions"
                ],
                "properties": {
                  "terms_and_conditions": {
                    "type": "object",
                    "required": [
                      "version_id"
                    ],
                    "properties": {
                      "version_id": {
                        "$ref": "#/components/schemas/Id"
                      }
                    }
                  }
                }
              }
            }
          }
        },
        "responses": {
          "204": {
            "description": "Accepted."
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "402": {
            "$ref": "#/components/responses/PaymentRequired"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "409": {
            "$ref": "#/components/responses/Conflict"
          },
          "default": {
            "$ref": "#/components/responses/InternalError"
          }
        }
      }
    },
    "/reset_password": {
      "parameters": [
        {
          "$ref": "#/components/parameters/AcceptLanguage"
        }
      ],
      "post": {
        "operationId": "requestPasswordReset",
        "tags": [
          "auth"
        ],
        "summary": "Send a password-reset e-mail",
        "x-unspecified": true,
        "description": "spec §5 lowercases the e-mail; decision D3 (the e-mail links to /reset-password). The success body is not shown.",
        "security": [
          {
            "bearerAuth": []
          },
          {}
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "type": "object",
                "required": [
                  "email",
                  "context"
                ],
                "properties": {
                  "email": {
                    "type": "string",
                    "format": "email"
                  },
                  "context": {
                    "type": "string",
                    "const": "frontoffice"
                  }
                }
              }
            }
          }
        },
        "responses": {
          "204": {
            "description": "Sent."
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "402": {
            "$ref": "#/components/responses/PaymentRequired"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "409": {
            "$ref": "#/components/responses/Conflict"
          },
          "default": {
            "$ref": "#/components/responses/InternalError"
          }
        }
      }
    },
    "/reset_password/confirm": {
      "parameters": [
        {
          "$ref": "#/components/parameters/AcceptLanguage"
        }
      ],
      "post": {
        "operationId": "confirmPasswordReset",
        "tags": [
          "auth"
        ],
        "summary": "Set a new password with a reset token",
        "x-unspecified": true,
        "description": "Decision D13 (the confirmation must match). The success body is not shown.",
        "security": [
          {
            "bearerAuth": []
          },
          {}
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "type": "object",
                "required": [
                  "password",
                  "password_confirmation",
                  "reset_password_token"
                ],
                "properties": {
                  "password": {
                    "type": "string",
                    "minLength": 8
                  },
                  "password_confirmation": {
                    "type": "string",
                    "minLength": 8
                  },
                  "reset_password_token": {
                    "type": "string",
                    "minLength": 1
                  }
                }
              }
            }
          }
        },
        "responses": {
          "204": {
            "description": "Changed."
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "402": {
            "$ref": "#/components/responses/PaymentRequired"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "409": {
            "$ref": "#/components/responses/Conflict"
          },
          "default": {
            "$ref": "#/components/responses/InternalError"
          }
        }
      }
    },
    "/user/payment_cards": {
      "parameters": [
        {
          "$ref": "#/components/parameters/AcceptLanguage"
        }
      ],
      "post": {
        "operationId": "createPaymentCard",
        "tags": [
          "cards"
        ],
        "summary": "Add a card from a provider token (older flow)",
        "deprecated": true,
        "description": "Decision D14 keeps this call in the contract; the product adds cards through setup intents.",
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "type": "object",
                "required": [
                  "payment_card"
                ],
                "properties": {
                  "payment_card": {
                    "type": "object",
                    "required": [
                      "stripe_token"
                    ],
                    "properties": {
                      "stripe_token": {
                        "type": "string",
                        "minLength": 1
                      }
                    }
                  }
                }
              }
            }
          }
        },
        "responses": {
          "201": {
            "description": "The card.",
            "content": {
              "application/json": {
                "schema": {
                  "type": "object",
                  "required": [
                    "payment_card"
                  ],
                  "properties": {
                    "payment_card": {
                      "$ref": "#/components/schemas/PaymentCard"
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "402": {
            "$ref": "#/components/responses/PaymentRequired"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "409": {
            "$ref": "#/components/responses/Conflict"
          },
          "default": {
            "$ref": "#/components/responses/InternalError"
          }
        }
      }
    },
    "/user/stripe_setup_intents": {
      "parameters": [
        {
          "$ref": "#/components/parameters/AcceptLanguage"
        }
      ],
      "post": {
        "operationId": "createStripeSetupIntent",
        "tags": [
          "cards"
        ],
        "summary": "Start adding a card",
        "description": "Decision D14. The card provider then confirms client-side with client_secret.",
        "responses": {
          "201": {
            "description": "The setup intent.",
            "content": {
              "application/json": {
                "schema": {
                  "type": "object",
                  "required": [
                    "stripe_setup_intent"
                  ],
                  "properties": {
                    "stripe_setup_intent": {
                      "$ref": "#/components/schemas/StripeSetupIntent"
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "402": {
            "$ref": "#/components/responses/PaymentRequired"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "409": {
            "$ref": "#/components/responses/Conflict"
          },
          "default": {
            "$ref": "#/components/responses/InternalError"
          }
        }
      }
    },
    "/user/stripe_cards": {
      "parameters": [
        {
          "$ref": "#/components/parameters/AcceptLanguage"
        }
      ],
      "get": {
        "operationId": "listStripeCards",
        "tags": [
          "cards"
        ],
        "summary": "The account's cards",
        "description": "spec §9 sorts them by set_as_default_at, newest first; the first is the main card.",
        "responses": {
          "200": {
            "description": "The cards.",
            "content": {
              "application/json": {
                "schema": {
                  "type": "object",
                  "required": [
                    "stripe_cards"
                  ],
                  "properties": {
                    "stripe_cards": {
                      "type": "array",
                      "items": {
                        "$ref": "#/components/schemas/PaymentCard"
                      }
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "402": {
            "$ref": "#/components/responses/PaymentRequired"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "409": {
            "$ref": "#/components/responses/Conflict"
          },
          "default": {
            "$ref": "#/components/responses/InternalError"
          }
        }
      },
      "post": {
        "operationId": "createStripeCard",
        "tags": [
          "cards"
        ],
        "summary": "Finish adding a card",
        "description": "Decision D14.",
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "type": "object",
                "required": [
                  "stripe_card"
                ],
                "properties": {
                  "stripe_card": {
                    "type": "object",
                    "required": [
                      "stripe_setup_intent_id",
                      "stripe_payment_method_id"
                    ],
                    "properties": {
                      "stripe_setup_intent_id": {
                        "type": "string",
                        "minLength": 1
                      },
                      "stripe_payment_method_id": {
                        "type": "string",
                        "minLength": 1
                      }
                    }
                  }
                }
              }
            }
          }
        },
        "responses": {
          "201": {
            "description": "The card.",
            "content": {
              "application/json": {
                "schema": {
                  "type": "object",
                  "required": [
                    "stripe_card"
                  ],
                  "properties": {
                    "stripe_card": {
                      "$ref": "#/components/schemas/PaymentCard"
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "402": {
            "$ref": "#/components/responses/PaymentRequired"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "409": {
            "$ref": "#/components/responses/Conflict"
          },
          "default": {
            "$ref": "#/components/responses/InternalError"
          }
        }
      }
    },
    "/user/card_step/postpone": {
      "parameters": [
        {
          "$ref": "#/components/parameters/AcceptLanguage"
        }
      ],
      "post": {
        "operationId": "postponeCardStep",
        "tags": [
          "cards"
        ],
        "summary": "Add a card later (the signup card step's \"later\")",
        "x-unspecified": true,
        "description": "Decision D15: when the tenant does not require a payment card, the signup card step offers \"later\", which moves the account past driver_on_card_form without a card. The spec does not show the call. Refused with 403 PAYMENT_CARD_REQUIRED when the card is required; done again, or away from the card step, it changes nothing.",
        "responses": {
          "204": {
            "description": "The card step is behind the account."
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "402": {
            "$ref": "#/components/responses/PaymentRequired"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "409": {
            "$ref": "#/components/responses/Conflict"
          },
          "default": {
            "$ref": "#/components/responses/InternalError"
          }
        }
      }
    },
    "/user/stripe_cards/{id}/default": {
      "parameters": [
        {
          "$ref": "#/components/parameters/AcceptLanguage"
        },
        {
          "$ref": "#/components/parameters/CardIdPath"
        }
      ],
      "put": {
        "operationId": "setDefaultStripeCard",
        "tags": [
          "cards"
        ],
        "summary": "Make a card the main card",
        "x-unspecified": true,
        "description": "Updates the card's set_as_default_at (spec §4). The success body is not shown.",
        "responses": {
          "204": {
            "description": "Done."
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "402": {
            "$ref": "#/components/responses/PaymentRequired"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "409": {
            "$ref": "#/components/responses/Conflict"
          },
          "default": {
            "$ref": "#/components/responses/InternalError"
          }
        }
      }
    },
    "/user/stripe_cards/{id}": {
      "parameters": [
        {
          "$ref": "#/components/parameters/AcceptLanguage"
        },
        {
          "$ref": "#/components/parameters/CardIdPath"
        }
      ],
      "delete": {
        "operationId": "deleteStripeCard",
        "tags": [
          "cards"
        ],
        "summary": "Delete a card",
        "responses": {
          "204": {
            "description": "Deleted."
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "402": {
            "$ref": "#/components/responses/PaymentRequired"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "409": {
            "$ref": "#/components/responses/Conflict"
          },
          "default": {
            "$ref": "#/components/responses/InternalError"
          }
        }
      }
    },
    "/vehicles/search": {
      "parameters": [
        {
          "$ref": "#/components/parameters/AcceptLanguage"
        }
      ],
      "post": {
        "operationId": "searchVehicles",
        "tags": [
          "vehicles"
        ],
        "summary": "Search available vehicles",
        "description": "spec §7; decision D12 (wrapped in `search`). Defaults page 1, limit 50, radius 30 (spec §9).",
        "parameters": [
          {
            "$ref": "#/components/parameters/AcceptV04"
          }
        ],
        "security": [
          {
            "bearerAuth": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "type": "object",
                "required": [
                  "search"
                ],
                "properties": {
                  "search": {
                    "$ref": "#/components/schemas/VehicleSearch"
                  }
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "One page of results.",
            "content": {
              "application/json": {
                "schema": {
                  "type": "object",
                  "required": [
                    "total",
                    "results"
                  ],
                  "properties": {
                    "total": {
                      "type": "integer",
                      "minimum": 0
                    },
                    "results": {
                      "type": "array",
                      "items": {
                        "$ref": "#/components/schemas/SearchResult"
                      }
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "402": {
            "$ref": "#/components/responses/PaymentRequired"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "409": {
            "$ref": "#/components/responses/Conflict"
          },
          "default": {
            "$ref": "#/components/responses/InternalError"
          }
        }
      }
    },
    "/vehicles/{id}": {
      "parameters": [
        {
          "$ref": "#/components/parameters/AcceptLanguage"
        },
        {
          "$ref": "#/components/parameters/IdPath"
        }
      ],
      "get": {
        "operationId": "getVehicle",
        "tags": [
          "vehicles"
        ],
        "summary": "One vehicle",
        "parameters": [
          {
            "$ref": "#/components/parameters/AcceptV04"
          }
        ],
        "responses": {
          "200": {
            "description": "The vehicle.",
            "content": {
              "application/json": {
                "schema": {
                  "type": "object",
                  "required": [
                    "vehicle"
                  ],
                  "properties": {
                    "vehicle": {
                      "$ref": "#/components/schemas/Vehicle"
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "402": {
            "$ref": "#/components/responses/PaymentRequired"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "409": {
            "$ref": "#/components/responses/Conflict"
          },
          "default": {
            "$ref": "#/components/responses/InternalError"
          }
        }
      }
    },
    "/carpooling_rentals/search": {
      "parameters": [
        {
          "$ref": "#/components/parameters/AcceptLanguage"
        }
      ],
      "post": {
        "operationId": "searchCarpoolingRentals",
        "tags": [
          "vehicles"
        ],
        "summary": "Search carpoolings to join",
        "description": "spec §7 (page and limit both inside `search` and at the top level); defaults page 1, limit 30 (spec §9).",
        "parameters": [
          {
            "$ref": "#/components/parameters/AcceptV04"
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "type": "object",
                "required": [
                  "search"
                ],
                "properties": {
                  "search": {
                    "$ref": "#/components/schemas/CarpoolingSearch"
                  },
                  "page": {
                    "type": "integer",
                    "minimum": 1,
                    "default": 1
                  },
                  "limit": {
                    "type": "integer",
                    "minimum": 1,
                    "default": 30
                  }
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The carpoolings.",
            "content": {
              "application/json": {
                "schema": {
                  "type": "object",
                  "required": [
                    "carpoolings"
                  ],
                  "properties": {
                    "carpoolings": {
                      "type": "array",
                      "items": {
                        "$ref": "#/components/schemas/CarpoolingResult"
                      }
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "402": {
            "$ref": "#/components/responses/PaymentRequired"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "409": {
            "$ref": "#/components/responses/Conflict"
          },
          "default": {
            "$ref": "#/components/responses/InternalError"
          }
        }
      }
    },
    "/user/rentals": {
      "parameters": [
        {
          "$ref": "#/components/parameters/AcceptLanguage"
        }
      ],
      "get": {
        "operationId": "listUserRentals",
        "tags": [
          "rentals"
        ],
        "summary": "The account's rentals",
        "description": "spec §4, §9: upcoming (pending, prepared; 20 a page), in progress (check_in, check_out, in_progress, locking;\n3 a page), closed (closed, expired, cancelled, refused; 15 a page, descending, with driver_ids = own id).\n",
        "parameters": [
          {
            "$ref": "#/components/parameters/AcceptV03"
          },
          {
            "$ref": "#/components/parameters/Page"
          },
          {
            "$ref": "#/components/parameters/Limit"
          },
          {
            "name": "statuses",
            "in": "query",
            "required": false,
            "description": "Comma-separated statuses (style form, not exploded).",
            "style": "form",
            "explode": false,
            "schema": {
              "type": "array",
              "items": {
                "$ref": "#/components/schemas/RentalStatus"
              }
            }
          },
          {
            "name": "driver_ids",
            "in": "query",
            "required": false,
            "description": "Comma-separated driver ids.",
            "style": "form",
            "explode": false,
            "schema": {
              "type": "array",
              "items": {
                "$ref": "#/components/schemas/Id"
              }
            }
          },
          {
            "name": "order",
            "in": "query",
            "required": false,
            "schema": {
              "type": "string",
              "enum": [
                "asc",
                "desc"
              ]
            }
          }
        ],
        "responses": {
          "200": {
            "description": "One page of rentals.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/RentalList"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "402": {
            "$ref": "#/components/responses/PaymentRequired"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "409": {
            "$ref": "#/components/responses/Conflict"
          },
          "default": {
            "$ref": "#/components/responses/InternalError"
          }
        }
      },
      "post": {
        "operationId": "createRental",
        "tags": [
          "rentals"
        ],
        "summary": "Book a vehicle",
        "description": "spec §7 (body unwrapped, as written there; decision D12). 402 when a card is required (decision D15).",
        "parameters": [
          {
            "$ref": "#/components/parameters/AcceptV03"
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/RentalCreate"
              }
            }
          }
        },
        "responses": {
          "201": {
            "description": "The rental.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/RentalEnvelope"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "402": {
            "$ref": "#/components/responses/PaymentRequired"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "409": {
            "$ref": "#/components/responses/Conflict"
          },
          "default": {
            "$ref": "#/components/responses/InternalError"
          }
        }
      }
    },
    "/user/carpooling_rentals": {
      "parameters": [
        {
          "$ref": "#/components/parameters/AcceptLanguage"
        }
      ],
      "get": {
        "operationId": "listUserCarpoolingRentals",
        "tags": [
          "rentals"
        ],
        "summary": "The account's carpoolings",
        "x-unspecified": true,
        "description": "spec §7 says only \"with a page number\". The response is modelled like the rental list (rentals and meta) and\nfiltered by status like it.\n",
        "parameters": [
          {
            "$ref": "#/components/parameters/AcceptV03"
          },
          {
            "$ref": "#/components/parameters/Page"
          },
          {
            "$ref": "#/components/parameters/Limit"
          },
          {
            "name": "statuses",
            "in": "query",
            "required": false,
            "style": "form",
            "explode": false,
            "schema": {
              "type": "array",
              "items": {
                "$ref": "#/components/schemas/RentalStatus"
              }
            }
          }
        ],
        "responses": {
          "200": {
            "description": "One page of carpooling rentals.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/RentalList"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "402": {
            "$ref": "#/components/responses/PaymentRequired"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "409": {
            "$ref": "#/components/responses/Conflict"
          },
          "default": {
            "$ref": "#/components/responses/InternalError"
          }
        }
      }
    },
    "/user/rentals/{id}": {
      "parameters": [
        {
          "$ref": "#/components/parameters/AcceptLanguage"
        },
        {
          "$ref": "#/components/parameters/IdPath"
        }
      ],
      "get": {
        "operationId": "getUserRental",
        "tags": [
          "rentals"
        ],
        "summary": "One rental",
        "parameters": [
          {
            "$ref": "#/components/parameters/AcceptV03"
          }
        ],
        "responses": {
          "200": {
            "description": "The rental.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/RentalEnvelope"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "402": {
            "$ref": "#/components/responses/PaymentRequired"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "409": {
            "$ref": "#/components/responses/Conflict"
          },
          "default": {
            "$ref": "#/components/responses/InternalError"
          }
        }
      },
      "put": {
        "operationId": "updateUserRental",
        "tags": [
          "rentals"
        ],
        "summary": "Modify times or toggle geotracking",
        "description": "Decision D12: modifying times sends the times unwrapped; the geotracking toggle is wrapped in `rental`.\n",
        "parameters": [
          {
            "$ref": "#/components/parameters/AcceptV03"
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "oneOf": [
                  {
                    "$ref": "#/components/schemas/RentalTimesUpdate"
                  },
                  {
                    "$ref": "#/components/schemas/RentalGeotrackingUpdate"
                  }
                ]
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The rental.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/RentalEnvelope"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "402": {
            "$ref": "#/components/responses/PaymentRequired"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "409": {
            "$ref": "#/components/responses/Conflict"
          },
          "default": {
            "$ref": "#/components/responses/InternalError"
          }
        }
      },
      "delete": {
        "operationId": "cancelUserRental",
        "tags": [
          "rentals"
        ],
        "summary": "Cancel a rental",
        "description": "spec §4 (the rental becomes cancelled and is refetched). The success body is not shown.",
        "x-unspecified": true,
        "parameters": [
          {
            "$ref": "#/components/parameters/AcceptV03"
          }
        ],
        "responses": {
          "204": {
            "description": "Cancelled."
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "402": {
            "$ref": "#/components/responses/PaymentRequired"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "409": {
            "$ref": "#/components/responses/Conflict"
          },
          "default": {
            "$ref": "#/components/responses/InternalError"
          }
        }
      }
    },
    "/user/rentals/{id}/passengers": {
      "parameters": [
        {
          "$ref": "#/components/parameters/AcceptLanguage"
        },
        {
          "$ref": "#/components/parameters/IdPath"
        }
      ],
      "post": {
        "operationId": "joinCarpoolingRental",
        "tags": [
          "rentals"
        ],
        "summary": "Join a carpooling as a passenger",
        "parameters": [
          {
            "$ref": "#/components/parameters/AcceptV03"
          }
        ],
        "responses": {
          "201": {
            "description": "The joined rental.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/RentalEnvelope"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "402": {
            "$ref": "#/components/responses/PaymentRequired"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "409": {
            "$ref": "#/components/responses/Conflict"
          },
          "default": {
            "$ref": "#/components/responses/InternalError"
          }
        }
      }
    },
    "/rentals/{id}/passengers": {
      "parameters": [
        {
          "$ref": "#/components/parameters/AcceptLanguage"
        },
        {
          "$ref": "#/components/parameters/IdPath"
        }
      ],
      "get": {
        "operationId": "listRentalPassengers",
        "tags": [
          "rentals"
        ],
        "summary": "A rental's passengers",
        "responses": {
          "200": {
            "description": "The passengers.",
            "content": {
              "application/json": {
                "schema": {
                  "type": "object",
                  "required": [
                    "passengers"
                  ],
                  "properties": {
                    "passengers": {
                      "type": "array",
                      "items": {
                        "$ref": "#/components/schemas/Passenger"
                      }
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "402": {
            "$ref": "#/components/responses/PaymentRequired"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "409": {
            "$ref": "#/components/responses/Conflict"
          },
          "default": {
            "$ref": "#/components/responses/InternalError"
          }
        }
      },
      "post": {
        "operationId": "addRentalPassenger",
        "tags": [
          "rentals"
        ],
        "summary": "Add a passenger by e-mail",
        "description": "spec §6 (owner only, when carpooling_driver_can_add_passengers is on and the status is early).",
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "type": "object",
                "required": [
                  "passenger"
                ],
                "properties": {
                  "passenger": {
                    "type": "object",
                    "required": [
                      "email"
                    ],
                    "properties": {
                      "email": {
                        "type": "string",
                        "format": "email"
                      }
                    }
                  }
                }
              }
            }
          }
        },
        "responses": {
          "201": {
            "description": "The passenger.",
            "content": {
              "application/json": {
                "schema": {
                  "type": "object",
                  "required": [
                    "passenger"
                  ],
                  "properties": {
                    "passenger": {
                      "$ref": "#/components/schemas/Passenger"
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "402": {
            "$ref": "#/components/responses/PaymentRequired"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "409": {
            "$ref": "#/components/responses/Conflict"
          },
          "default": {
            "$ref": "#/components/responses/InternalError"
          }
        }
      }
    },
    "/rentals/{id}/passengers/{passengerId}": {
      "parameters": [
        {
          "$ref": "#/components/parameters/AcceptLanguage"
        },
        {
          "$ref": "#/components/parameters/IdPath"
        },
        {
          "name": "passengerId",
          "in": "path",
          "required": true,
          "schema": {
            "$ref": "#/components/schemas/Id"
          }
        }
      ],
      "put": {
        "operationId": "confirmRentalPassenger",
        "tags": [
          "rentals"
        ],
        "summary": "Confirm carpooling participation",
        "x-unspecified": true,
        "description": "spec §7 says this takes rentalId and passengerId and does not show its method or path; decision D11 reads it\nas this PUT. The success body is not shown.\n",
        "responses": {
          "204": {
            "description": "Confirmed."
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "402": {
            "$ref": "#/components/responses/PaymentRequired"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "409": {
            "$ref": "#/components/responses/Conflict"
          },
          "default": {
            "$ref": "#/components/responses/InternalError"
          }
        }
      },
      "delete": {
        "operationId": "removeRentalPassenger",
        "tags": [
          "rentals"
        ],
        "summary": "Remove a passenger (or cancel one's participation)",
        "responses": {
          "204": {
            "description": "Removed."
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "402": {
            "$ref": "#/components/responses/PaymentRequired"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "409": {
            "$ref": "#/components/responses/Conflict"
          },
          "default": {
            "$ref": "#/components/responses/InternalError"
          }
        }
      }
    },
    "/vehicles/{id}/damages": {
      "parameters": [
        {
          "$ref": "#/components/parameters/AcceptLanguage"
        },
        {
          "$ref": "#/components/parameters/IdPath"
        }
      ],
      "get": {
        "operationId": "listVehicleDamages",
        "tags": [
          "condition"
        ],
        "summary": "The damages already known on a vehicle",
        "x-frontoffice-extension": "condition-reports",
        "description": "Beyond the seed contract (spec §7 does not list it): extension `condition-reports` (decision D46), optional\nfor an operator. An operator API that answers 404 or 501 here hides the vehicle condition feature for the\nsession. The damages the operator already knows on the car (zone, description in `Accept-Language`, when it\nwas reported, photo URLs), shown on the condition diagram so that a driver reports only what is new\n(decision D47).\n",
        "responses": {
          "200": {
            "description": "The vehicle's known damages, the most recent first.",
            "content": {
              "application/json": {
                "schema": {
                  "type": "object",
                  "required": [
                    "damages"
                  ],
                  "properties": {
                    "damages": {
                      "type": "array",
                      "items": {
                        "$ref": "#/components/schemas/VehicleDamage"
                      }
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "402": {
            "$ref": "#/components/responses/PaymentRequired"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "409": {
            "$ref": "#/components/responses/Conflict"
          },
          "default": {
            "$ref": "#/components/responses/InternalError"
          }
        }
      }
    },
    "/user/rentals/{id}/condition_photos": {
      "parameters": [
        {
          "$ref": "#/components/parameters/AcceptLanguage"
        },
        {
          "$ref": "#/components/parameters/IdPath"
        }
      ],
      "post": {
        "operationId": "uploadConditionPhoto",
        "tags": [
          "condition"
        ],
        "summary": "Upload one photo of the vehicle's condition for a booking",
        "x-frontoffice-extension": "condition-reports",
        "description": "Beyond the seed contract (spec §7 does not list it): extension `condition-reports` (decision D46), optional\nfor an operator. An operator API that answers 404 or 501 here hides the vehicle condition feature for the\nsession. One photo of the booking's owner (spec §6), multipart `photo[image]` as `POST /user/photos`, with\nupload progress; png or jpeg by content, 10 MB at most (decisions D17, D35: FILE_TOO_BIG, INVALID_FILE_TYPE,\nINVALID_FILE_EXTENSION). Answered with the photo's id, which a report names in `photo_ids`, and its URL.\n",
        "requestBody": {
          "required": true,
          "content": {
            "multipart/form-data": {
              "schema": {
                "type": "object",
                "required": [
                  "photo[image]"
                ],
                "properties": {
                  "photo[image]": {
                    "type": "string",
                    "contentMediaType": "application/octet-stream"
                  }
                }
              }
            }
          }
        },
        "responses": {
          "201": {
            "description": "The stored photo.",
            "content": {
              "application/json": {
                "schema": {
                  "type": "object",
                  "required": [
                    "condition_photo"
                  ],
                  "properties": {
                    "condition_photo": {
                      "$ref": "#/components/schemas/ConditionPhoto"
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "402": {
            "$ref": "#/components/responses/PaymentRequired"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "409": {
            "$ref": "#/components/responses/Conflict"
          },
          "default": {
            "$ref": "#/components/responses/InternalError"
          }
        }
      }
    },
    "/user/rentals/{id}/condition_reports": {
      "parameters": [
        {
          "$ref": "#/components/parameters/AcceptLanguage"
        },
        {
          "$ref": "#/components/parameters/IdPath"
        }
      ],
      "get": {
        "operationId": "listConditionReports",
        "tags": [
          "condition"
        ],
        "summary": "A booking's condition reports",
        "x-frontoffice-extension": "condition-reports",
        "description": "Beyond the seed contract (spec §7 does not list it): extension `condition-reports` (decision D46), optional\nfor an operator. An operator API that answers 404 or 501 here hides the vehicle condition feature for the\nsession. The reports of the booking's owner (spec §6) on this booking, oldest first: the driver's own record.\n",
        "responses": {
          "200": {
            "description": "The booking's reports, oldest first.",
            "content": {
              "application/json": {
                "schema": {
                  "type": "object",
                  "required": [
                    "condition_reports"
                  ],
                  "properties": {
                    "condition_reports": {
                      "type": "array",
                      "items": {
                        "$ref": "#/components/schemas/ConditionReport"
                      }
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "402": {
            "$ref": "#/components/responses/PaymentRequired"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "409": {
            "$ref": "#/components/responses/Conflict"
          },
          "default": {
            "$ref": "#/components/responses/InternalError"
          }
        }
      },
      "post": {
        "operationId": "createConditionReport",
        "tags": [
          "condition"
        ],
        "summary": "Report the vehicle's condition at pick-up or return",
        "x-frontoffice-extension": "condition-reports",
        "description": "Beyond the seed contract (spec §7 does not list it): extension `condition-reports` (decision D46), optional\nfor an operator. An operator API that answers 404 or 501 here hides the vehicle condition feature for the\nsession. The booking owner's report (spec §6, decision D47): either `nothing_to_report: true` and no damage,\nor `nothing_to_report: false` and at least one damage (else 400 WRONG_PARAMETER); each damage has a\ndescription or at least one photo, and names only photos uploaded for this same booking\n(`POST /user/rentals/{id}/condition_photos`; another photo: 400 WRONG_PARAMETER). `client_id` is the report's idempotency key, made by the client: the same `client_id`\nagain on the same booking answers the report made the first time (200) and creates nothing, so a report\nsent again after a lost answer or from the offline queue is never made twice (201 for a new report).\n",
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/ConditionReportCreate"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "A report with this client_id already exists on this booking: that report, unchanged.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ConditionReportEnvelope"
                }
              }
            }
          },
          "201": {
            "description": "The new report.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ConditionReportEnvelope"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "402": {
            "$ref": "#/components/responses/PaymentRequired"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "409": {
            "$ref": "#/components/responses/Conflict"
          },
          "default": {
            "$ref": "#/components/responses/InternalError"
          }
        }
      }
    }
  },
  "components": {
    "securitySchemes": {
      "bearerAuth": {
        "type": "http",
        "scheme": "bearer",
        "description": "A guest token (client credentials) or a member token (password, openid_token or refresh grant) from\n`POST /oauth2/token` (spec §4).\n"
      }
    },
    "parameters": {
      "AcceptLanguage": {
        "name": "Accept-Language",
        "in": "header",
        "required": true,
        "description": "The interface language (spec §7, §9; default fr).",
        "schema": {
          "$ref": "#/components/schemas/Language"
        }
      },
      "AcceptV03": {
        "name": "Accept",
        "in": "header",
        "required": true,
        "x-unspecified": true,
        "description": "Versioned Accept header, version 0.3 (spec §7: \"some use a versioned Accept header (v0.3 or v0.4)\"). The spec\nshows neither the media type nor which call uses which version: this contract uses\n`application/vnd.api.v0.3+json` on the account's rental calls.\n",
        "schema": {
          "type": "string",
          "const": "application/vnd.api.v0.3+json"
        }
      },
      "AcceptV04": {
        "name": "Accept",
        "in": "header",
        "required": true,
        "x-unspecified": true,
        "description": "Versioned Accept header, version 0.4 (spec §7). The spec shows neither the media type nor which call uses\nwhich version: this contract uses `application/vnd.api.v0.4+json` on the vehicle and carpooling searches and\nthe vehicle details.\n",
        "schema": {
          "type": "string",
          "const": "application/vnd.api.v0.4+json"
        }
      },
      "IdPath": {
        "name": "id",
        "in": "path",
        "required": true,
        "schema": {
          "$ref": "#/components/schemas/Id"
        }
      },
      "CardIdPath": {
        "name": "id",
        "in": "path",
        "required": true,
        "description": "The card's id at the card provider.",
        "schema": {
          "type": "string",
          "minLength": 1
        }
      },
      "Page": {
        "name": "page",
        "in": "query",
        "required": false,
        "schema": {
          "type": "integer",
          "minimum": 1,
          "default": 1
        }
      },
      "Limit": {
        "name": "limit",
        "in": "query",
        "required": false,
        "schema": {
          "type": "integer",
          "minimum": 1,
          "maximum": 100
        }
      }
    },
    "responses": {
      "BadRequest": {
        "description": "400, code bad_request (spec §8), for example a validation failure with mapped codes.",
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/Error"
            }
          }
        }
      },
      "Unauthorized": {
        "description": "401, code unauthorized (spec §8). The client refreshes the token once, else signs out.",
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/Error"
            }
          }
        }
      },
      "PaymentRequired": {
        "description": "402, code payment (spec §8).",
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/Error"
            }
          }
        }
      },
      "Forbidden": {
        "description": "403, code forbidden (spec §8).",
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/Error"
            }
          }
        }
      },
      "NotFound": {
        "description": "404, code not_found (spec §8).",
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/Error"
            }
          }
        }
      },
      "Conflict": {
        "description": "409, code conflict (spec §8).",
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/Error"
            }
          }
        }
      },
      "InternalError": {
        "description": "Any other status, code internal (spec §8).",
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/Error"
            }
          }
        }
      }
    },
    "schemas": {
      "Id": {
        "type": "integer",
        "minimum": 1,
        "description": "A server id."
      },
      "Language": {
        "type": "string",
        "enum": [
          "fr",
          "en"
        ],
        "description": "Supported languages (spec §9; French is the default)."
      },
      "DateTime": {
        "type": "string",
        "format": "date-time",
        "description": "An RFC 3339 timestamp with an offset (`Z` or `+02:00`)."
      },
      "CalendarDate": {
        "type": "string",
        "format": "date",
        "x-unspecified": true,
        "description": "A calendar date `YYYY-MM-DD`. The spec names these fields `*_time` without showing their format."
      },
      "Error": {
        "type": "object",
        "description": "The error body of every failure (spec §8): a code plus a list of errors with code and detail, or a message and\na code from which the client builds one error. OAuth failures may use `error` and `error_description`.\n",
        "properties": {
          "code": {
            "type": "string",
            "examples": [
              "bad_request"
            ]
          },
          "message": {
            "type": "string"
          },
          "errors": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/ErrorItem"
            }
          },
          "error": {
            "type": "string"
          },
          "error_description": {
            "type": "string"
          }
        }
      },
      "ErrorItem": {
        "type": "object",
        "required": [
          "code"
        ],
        "properties": {
          "code": {
            "type": "string",
            "description": "Mapped codes are matched upper-cased (spec §8), for example PASSWORD_TOO_SHORT.",
            "examples": [
              "EMAIL_ALREADY_TAKEN"
            ]
          },
          "detail": {
            "type": "string"
          }
        }
      },
      "ListMeta": {
        "type": "object",
        "description": "Pagination of a list (spec §3, §9: pages = ceil(total / limit)).",
        "required": [
          "total",
          "limit"
        ],
        "properties": {
          "total": {
            "type": "integer",
            "minimum": 0
          },
          "limit": {
            "type": "integer",
            "minimum": 1
          },
          "page": {
            "type": "integer",
            "minimum": 1
          }
        }
      },
      "TokenRequest": {
        "description": "spec §7 (POST /oauth2/token bodies).",
        "oneOf": [
          {
            "$ref": "#/components/schemas/PasswordGrant"
          },
          {
            "$ref": "#/components/schemas/OpenidTokenGrant"
          },
          {
            "$ref": "#/components/schemas/ClientCredentialsGrant"
          },
          {
            "$ref": "#/components/schemas/RefreshTokenGrant"
          }
        ],
        "discriminator": {
          "propertyName": "grant_type",
          "mapping": {
            "password": "#/components/schemas/PasswordGrant",
            "openid_token": "#/components/schemas/OpenidTokenGrant",
            "client_credentials": "#/components/schemas/ClientCredentialsGrant",
            "refresh_token": "#/components/schemas/RefreshTokenGrant"
          }
        }
      },
      "PasswordGrant": {
        "type": "object",
        "required": [
          "grant_type",
          "username",
          "password",
          "client_id",
          "client_secret"
        ],
        "properties": {
          "grant_type": {
            "type": "string",
            "const": "password"
          },
          "username": {
            "type": "string",
            "format": "email"
          },
          "password": {
            "type": "string",
            "minLength": 1
          },
          "client_id": {
            "type": "string"
          },
          "client_secret": {
            "type": "string"
          }
        }
      },
      "OpenidTokenGrant": {
        "type": "object",
        "x-unspecified": true,
        "description": "spec §7 says \"or openid_token likewise\" without the grant_type value; this contract uses `openid_token`.",
        "required": [
          "grant_type",
          "openid_token",
          "client_id",
          "client_secret"
        ],
        "properties": {
          "grant_type": {
            "type": "string",
            "const": "openid_token"
          },
          "openid_token": {
            "type": "string",
            "minLength": 1
          },
          "client_id": {
            "type": "string"
          },
          "client_secret": {
            "type": "string"
          }
        }
      },
      "ClientCredentialsGrant": {
        "type": "object",
        "description": "A guest token (spec §4, §6).",
        "required": [
          "grant_type",
          "client_id",
          "client_secret"
        ],
        "properties": {
          "grant_type": {
            "type": "string",
            "const": "client_credentials"
          },
          "client_id": {
            "type": "string"
          },
          "client_secret": {
            "type": "string"
          }
        }
      },
      "RefreshTokenGrant": {
        "type": "object",
        "x-unspecified": true,
        "description": "spec §7 says refresh tokens are used unless the configuration disables them; the standard OAuth 2 refresh grant.",
        "required": [
          "grant_type",
          "refresh_token",
          "client_id",
          "client_secret"
        ],
        "properties": {
          "grant_type": {
            "type": "string",
            "const": "refresh_token"
          },
          "refresh_token": {
            "type": "string",
            "minLength": 1
          },
          "client_id": {
            "type": "string"
          },
          "client_secret": {
            "type": "string"
          }
        }
      },
      "TokenResponse": {
        "type": "object",
        "required": [
          "access_token"
        ],
        "properties": {
          "access_token": {
            "type": "string",
            "minLength": 1
          },
          "token_type": {
            "type": "string",
            "examples": [
              "Bearer"
            ]
          },
          "expires_in": {
            "type": "integer"
          },
          "refresh_token": {
            "type": "string"
          },
          "scope": {
            "type": "string"
          },
          "created_at": {
            "type": "integer"
          }
        }
      },
      "Tenant": {
        "type": "object",
        "description": "Tenant settings (spec §3). Delays and durations are in seconds (decision D9); -1 means \"not allowed\" for the\nmodification and cancellation delays and \"unset\" for the minimum duration (spec §9 fallbacks apply).\nSettings without described behaviour are kept (decision D29).\n",
        "required": [
          "id",
          "human_name",
          "theme",
          "platform_type",
          "search_engine",
          "one_way",
          "carpooling_mode",
          "carpooling_driver_can_add_passengers",
          "driver_fields",
          "required_driver_fields",
          "registration_steps",
          "vehicle_options",
          "minimum_reservation_duration",
          "maximum_reservation_duration",
          "cancellation_minimal_delay",
          "bounds_modification_minimal_delay",
          "rental_maximum_time_in_advance",
          "use_categories",
          "use_entities",
          "use_labels",
          "use_terms_and_conditions",
          "use_estimated_distance",
          "use_estimated_destination_field",
          "use_payments",
          "use_required_payment_card",
          "use_privacy_usage",
          "use_privacy_usage_time_slot",
          "use_billing",
          "use_carpooling",
          "use_discount",
          "use_fleet_planning",
          "use_multi_language",
          "use_registration",
          "use_auto_register",
          "use_cookie_consent",
          "use_single_sign_on"
        ],
        "properties": {
          "id": {
            "$ref": "#/components/schemas/Id"
          },
          "human_name": {
            "type": "string",
            "description": "The operator's display name (page title)."
          },
          "language": {
            "$ref": "#/components/schemas/Language",
            "default": "fr",
            "description": "Decision D32: missing or unknown, French (spec §9)."
          },
          "theme": {
            "type": "string",
            "description": "Names one of the themes in `tenants/`; an unknown name falls back to the default theme (decision D24).",
            "examples": [
              "default"
            ]
          },
          "timezone": {
            "type": "string",
            "default": "America/Montreal",
            "description": "IANA timezone (spec §9 default America/Montreal; decision D32: missing or unknown, the default).",
            "examples": [
              "America/Montreal"
            ]
          },
          "iso3166": {
            "type": "string",
            "pattern": "^[A-Z]{2}$",
            "default": "CA",
            "description": "Country code (ISO 3166-1 alpha-2; spec §9 default CA, decision D32). Restricts address suggestions and is the phone default region (decision D18)."
          },
          "currency": {
            "type": [
              "string",
              "null"
            ],
            "pattern": "^[A-Z]{3}$",
            "x-unspecified": true,
            "description": "ISO 4217 code of the operator's currency (EUR, USD, CAD, GBP are shown, spec §3). Not named in the spec;\nprices carry their own iso_code, which wins when present.\n"
          },
          "distance_unit": {
            "$ref": "#/components/schemas/DistanceUnit",
            "default": "km",
            "description": "spec §9 default km (decision D32: missing or unknown, the default)."
          },
          "date_format": {
            "type": "string",
            "enum": [
              "DD/MM/YYYY",
              "YYYY-MM-DD"
            ],
            "default": "DD/MM/YYYY",
            "description": "Date input format (spec §5 d/m/y or y-m-d, default DD/MM/YYYY; decisions D25, D32)."
          },
          "prepare_delay": {
            "type": [
              "integer",
              "null"
            ],
            "description": "Seconds (decision D29 keeps it without behaviour)."
          },
          "minimum_reservation_duration": {
            "type": "integer",
            "description": "Seconds; -1 when unset (fallback 901, spec §9)."
          },
          "maximum_reservation_duration": {
            "type": "integer",
            "description": "Seconds; -1 when unset."
          },
          "cancellation_minimal_delay": {
            "type": "integer",
            "description": "Seconds before the start under which cancelling is refused; -1 never (fallback 1)."
          },
          "bounds_modification_minimal_delay": {
            "type": "integer",
            "description": "Seconds; fallback for the start and end modification delays (decision D9)."
          },
          "reservation_start_modification_minimal_delay": {
            "type": [
              "integer",
              "null"
            ],
            "description": "Seconds; -1 not modifiable; null falls back to bounds_modification_minimal_delay."
          },
          "reservation_end_modification_minimal_delay": {
            "type": [
              "integer",
              "null"
            ],
            "description": "Seconds; -1 not modifiable; null falls back to bounds_modification_minimal_delay."
          },
          "rental_maximum_time_in_advance": {
            "type": "integer",
            "description": "Seconds; -1 when unset (fallback 28080000)."
          },
          "damage_report_mode": {
            "type": [
              "string",
              "null"
            ],
            "description": "Condition reports at pick-up and return (decision D47, issue 35; was kept without behaviour by D29):\n`optional` offers them from the booking's pick-up window (its start minus `prepare_delay`) to its end;\n`required` also asks for the pick-up report on the booking once it is in progress, then for the return\nreport before its end. Missing, `null`, `none`, `disabled` or any other value: no condition reports. The\nreports use the operations of the `condition-reports` extension (decision D46).\n",
            "examples": [
              "required",
              "optional",
              null
            ]
          },
          "state_machine": {
            "type": [
              "string",
              "null"
            ],
            "description": "Kept without behaviour (decision D29)."
          },
          "platform_type": {
            "type": "string",
            "enum": [
              "private",
              "public"
            ]
          },
          "search_engine": {
            "type": "string",
            "enum": [
              "station",
              "address"
            ],
            "default": "station"
          },
          "one_way": {
            "type": "boolean",
            "description": "One-way rentals (an end station; decision D21 for the address engine)."
          },
          "contact_phone": {
            "type": [
              "string",
              "null"
            ]
          },
          "contact_email": {
            "type": [
              "string",
              "null"
            ]
          },
          "logo_url": {
            "type": [
              "string",
              "null"
            ]
          },
          "favicon_url": {
            "type": [
              "string",
              "null"
            ]
          },
          "login_background_url": {
            "type": [
              "string",
              "null"
            ]
          },
          "privacy_policy_url": {
            "type": [
              "string",
              "null"
            ]
          },
          "backoffice_url": {
            "type": [
              "string",
              "null"
            ],
            "x-unspecified": true,
            "description": "Where the back-office link points for users with can_access_backoffice (the address is not shown in the spec)."
          },
          "fleet_planning_url": {
            "type": [
              "string",
              "null"
            ],
            "x-unspecified": true,
            "description": "The external calendars link of the fleet-planning menu entry (the address is not shown in the spec)."
          },
          "single_sign_on": {
            "oneOf": [
              {
                "$ref": "#/components/schemas/SingleSignOnSettings"
              },
              {
                "type": "null"
              }
            ]
          },
          "carpooling_mode": {
            "type": "string",
            "description": "default_enabled (box ticked), forced_enabled (ticked and locked), anything else unticked (decision D20).",
            "examples": [
              "default_enabled",
              "forced_enabled",
              "disabled"
            ]
          },
          "carpooling_driver_can_add_passengers": {
            "type": "boolean"
          },
          "vehicle_options": {
            "type": "array",
            "description": "The vehicle options offered in the search filter.",
            "items": {
              "$ref": "#/components/schemas/VehicleOption"
            }
          },
          "driver_fields": {
            "type": "array",
            "description": "Driver fields shown in forms (spec §5).",
            "items": {
              "$ref": "#/components/schemas/DriverField"
            }
          },
          "required_driver_fields": {
            "type": "array",
            "description": "Driver fields that are required (spec §5).",
            "items": {
              "$ref": "#/components/schemas/DriverField"
            }
          },
          "registration_steps": {
            "type": "array",
            "description": "The signup steps shown, in client order (spec §2).",
            "items": {
              "$ref": "#/components/schemas/RegistrationStep"
            }
          },
          "driver_documents_selfie": {
            "type": "boolean",
            "description": "Kept without behaviour (decision D29)."
          },
          "driver_documents_identify": {
            "type": "boolean",
            "description": "Kept without behaviour (decision D29)."
          },
          "driver_documents_licence": {
            "type": "boolean",
            "description": "Kept without behaviour (decision D29)."
          },
          "use_categories": {
            "type": "boolean"
          },
          "use_entities": {
            "type": "boolean",
            "description": "Kept without behaviour (decision D29)."
          },
          "use_labels": {
            "type": "boolean",
            "description": "Rental labels in the search form."
          },
          "use_terms_and_conditions": {
            "type": "boolean",
            "description": "Terms checkbox and acceptance dialog (decision D16)."
          },
          "use_estimated_distance": {
            "type": "boolean"
          },
          "use_estimated_destination_field": {
            "type": "boolean"
          },
          "use_payments": {
            "type": "boolean"
          },
          "use_required_payment_card": {
            "type": "boolean",
            "description": "Decision D15."
          },
          "use_privacy_usage": {
            "type": "boolean",
            "description": "Geotracking privacy consent."
          },
          "use_privacy_usage_time_slot": {
            "type": "boolean",
            "description": "Geotracking toggle during a trip (spec §4)."
          },
          "use_billing": {
            "type": "boolean",
            "description": "Pricing page and dialog (decision D7)."
          },
          "use_carpooling": {
            "type": "boolean"
          },
          "use_discount": {
            "type": "boolean"
          },
          "use_fleet_planning": {
            "type": "boolean"
          },
          "use_multi_language": {
            "type": "boolean"
          },
          "use_registration": {
            "type": "boolean"
          },
          "use_auto_register": {
            "type": "boolean"
          },
          "use_cookie_consent": {
            "type": "boolean"
          },
          "use_single_sign_on": {
            "type": "boolean",
            "description": "spec §5 also needs provider openid and a URL."
          }
        }
      },
      "SingleSignOnSettings": {
        "type": "object",
        "required": [
          "provider",
          "url"
        ],
        "properties": {
          "provider": {
            "type": "string",
            "examples": [
              "openid"
            ]
          },
          "url": {
            "type": "string",
            "description": "The provider's authorization address."
          },
          "logout_url": {
            "type": [
              "string",
              "null"
            ]
          },
          "client_id": {
            "type": [
              "string",
              "null"
            ],
            "x-unspecified": true,
            "description": "The client id sent to the provider, if it needs one (not shown in the spec)."
          }
        }
      },
      "DistanceUnit": {
        "type": "string",
        "enum": [
          "km",
          "mi"
        ],
        "description": "spec §9 (a kilometre is 1000 m, a mile 1609.344 m; default km)."
      },
      "DriverField": {
        "type": "string",
        "enum": [
          "first_name",
          "last_name",
          "birthday_time",
          "birthday_location",
          "cell_phone",
          "address_line1",
          "address_line2",
          "address_postal_code",
          "address_locality",
          "address_state",
          "address_country",
          "driving_licence_number",
          "driving_licence_location",
          "driving_licence_obtaining_time",
          "driving_licence_expiration_time"
        ]
      },
      "RegistrationStep": {
        "type": "string",
        "description": "Client signup steps (spec §2, §4) as the tenant lists them.",
        "enum": [
          "registration",
          "personal_details",
          "phone_number",
          "license_details",
          "driver_license",
          "id_document",
          "selfie_document",
          "other_document",
          "credit_card"
        ]
      },
      "WorkflowStep": {
        "type": "string",
        "description": "The server's registration step (spec §4).",
        "enum": [
          "driver_on_login_form",
          "driver_on_personal_informations_form",
          "driver_on_sms_form",
          "driver_on_licence_form",
          "driver_on_documents_licence_form",
          "driver_on_documents_identity_form",
          "driver_on_documents_selfie_form",
          "driver_on_documents_other_form",
          "driver_on_card_form",
          "driver_waiting_for_validation",
          "driver_blocked",
          "driver_ok"
        ]
      },
      "User": {
        "type": "object",
        "description": "The account (spec §3 server names).",
        "required": [
          "id",
          "email",
          "workflow_next_step",
          "validated",
          "can_access_backoffice",
          "roles",
          "tos_accepted"
        ],
        "properties": {
          "id": {
            "$ref": "#/components/schemas/Id"
          },
          "email": {
            "type": "string"
          },
          "first_name": {
            "type": [
              "string",
              "null"
            ]
          },
          "last_name": {
            "type": [
              "string",
              "null"
            ]
          },
          "address_line1": {
            "type": [
              "string",
              "null"
            ]
          },
          "address_line2": {
            "type": [
              "string",
              "null"
            ]
          },
          "address_postal_code": {
            "type": [
              "string",
              "null"
            ]
          },
          "address_locality": {
            "type": [
              "string",
              "null"
            ]
          },
          "address_state": {
            "type": [
              "string",
              "null"
            ]
          },
          "address_country": {
            "type": [
              "string",
              "null"
            ]
          },
          "tos_accepted": {
            "type": "boolean"
          },
          "birthday_time": {
            "oneOf": [
              {
                "$ref": "#/components/schemas/CalendarDate"
              },
              {
                "type": "null"
              }
            ]
          },
          "birthday_location": {
            "type": [
              "string",
              "null"
            ]
          },
          "cell_phone": {
            "type": [
              "string",
              "null"
            ]
          },
          "new_cell_phone": {
            "type": [
              "string",
              "null"
            ],
            "x-unspecified": true,
            "description": "A pending phone change awaiting its SMS code (client newPhoneNumber; the server name is not shown)."
          },
          "driving_licence_number": {
            "type": [
              "string",
              "null"
            ]
          },
          "driving_licence_location": {
            "type": [
              "string",
              "null"
            ]
          },
          "driving_licence_expiration_time": {
            "oneOf": [
              {
                "$ref": "#/components/schemas/CalendarDate"
              },
              {
                "type": "null"
              }
            ]
          },
          "driving_licence_obtaining_time": {
            "oneOf": [
              {
                "$ref": "#/components/schemas/CalendarDate"
              },
              {
                "type": "null"
              }
            ]
          },
          "workflow_next_step": {
            "$ref": "#/components/schemas/WorkflowStep"
          },
          "validated": {
            "type": "boolean"
          },
          "small_main_photo_url": {
            "type": [
              "string",
              "null"
            ]
          },
          "can_access_backoffice": {
            "type": "boolean"
          },
          "roles": {
            "type": "array",
            "description": "A login whose user has no roles is refused (spec §4).",
            "items": {
              "type": "string"
            }
          }
        }
      },
      "UserEnvelope": {
        "type": "object",
        "required": [
          "user"
        ],
        "properties": {
          "user": {
            "$ref": "#/components/schemas/User"
          }
        }
      },
      "UserUpdate": {
        "type": "object",
        "description": "Driver fields to change (spec §7); only changed fields are sent (spec §5).",
        "minProperties": 1,
        "properties": {
          "first_name": {
            "type": "string"
          },
          "last_name": {
            "type": "string"
          },
          "birthday_time": {
            "$ref": "#/components/schemas/CalendarDate"
          },
          "birthday_location": {
            "type": "string"
          },
          "cell_phone": {
            "type": "string"
          },
          "address_line1": {
            "type": "string"
          },
          "address_line2": {
            "type": "string"
          },
          "address_postal_code": {
            "type": "string"
          },
          "address_locality": {
            "type": "string"
          },
          "address_state": {
            "type": "string"
          },
          "address_country": {
            "type": "string"
          },
          "driving_licence_number": {
            "type": "string"
          },
          "driving_licence_location": {
            "type": "string"
          },
          "driving_licence_obtaining_time": {
            "$ref": "#/components/schemas/CalendarDate"
          },
          "driving_licence_expiration_time": {
            "$ref": "#/components/schemas/CalendarDate"
          }
        }
      },
      "UserReference": {
        "type": "object",
        "description": "Another user as seen by a driver (a passenger is identified by e-mail, spec §3).",
        "required": [
          "id",
          "email"
        ],
        "properties": {
          "id": {
            "$ref": "#/components/schemas/Id"
          },
          "email": {
            "type": "string"
          },
          "first_name": {
            "type": [
              "string",
              "null"
            ]
          },
          "last_name": {
            "type": [
              "string",
              "null"
            ]
          }
        }
      },
      "Passenger": {
        "type": "object",
        "required": [
          "id",
          "email"
        ],
        "properties": {
          "id": {
            "$ref": "#/components/schemas/Id"
          },
          "email": {
            "type": "string"
          },
          "first_name": {
            "type": [
              "string",
              "null"
            ]
          },
          "last_name": {
            "type": [
              "string",
              "null"
            ]
          },
          "user_id": {
            "oneOf": [
              {
                "$ref": "#/components/schemas/Id"
              },
              {
                "type": "null"
              }
            ],
            "x-unspecified": true,
            "description": "The passenger's user id, if the passenger has an account (not shown in the spec)."
          },
          "status": {
            "type": [
              "string",
              "null"
            ],
            "x-unspecified": true,
            "description": "Participation state before and after confirmation (decision D11; values not shown in the spec)."
          }
        }
      },
      "Money": {
        "type": "object",
        "required": [
          "value_cents",
          "iso_code"
        ],
        "properties": {
          "value_cents": {
            "type": "integer",
            "description": "Cents; shown divided by 100 (spec §9)."
          },
          "iso_code": {
            "type": "string",
            "pattern": "^[A-Z]{3}$",
            "examples": [
              "EUR"
            ]
          }
        }
      },
      "Destination": {
        "type": "object",
        "required": [
          "label",
          "lat",
          "long"
        ],
        "properties": {
          "id": {
            "$ref": "#/components/schemas/Id",
            "x-unspecified": true,
            "description": "The identifier the server gives the destination of a search (spec §3 lists no id): a booking of a result sends it as destination_id (spec §7). Absent when the server keeps none."
          },
          "formatted_address": {
            "type": [
              "string",
              "null"
            ]
          },
          "label": {
            "type": "string"
          },
          "place_id": {
            "type": [
              "string",
              "null"
            ]
          },
          "name": {
            "type": [
              "string",
              "null"
            ]
          },
          "lat": {
            "type": "number"
          },
          "long": {
            "type": "number"
          }
        }
      },
      "RentalStatus": {
        "type": "string",
        "description": "spec §4 (closed group closed, expired, cancelled, refused; in progress check_in, check_out, in_progress, locking; upcoming pending, prepared).",
        "enum": [
          "pending",
          "prepared",
          "check_in",
          "check_out",
          "in_progress",
          "locking",
          "closed",
          "expired",
          "cancelled",
          "refused"
        ]
      },
      "Rental": {
        "type": "object",
        "description": "A booking or a carpooling (spec §3).",
        "required": [
          "id",
          "status",
          "vehicle_id",
          "driver_id",
          "start_station_id",
          "reservation_start_time",
          "reservation_end_time",
          "geotracking",
          "carpooling"
        ],
        "properties": {
          "id": {
            "$ref": "#/components/schemas/Id"
          },
          "status": {
            "$ref": "#/components/schemas/RentalStatus"
          },
          "vehicle_id": {
            "$ref": "#/components/schemas/Id"
          },
          "driver_id": {
            "$ref": "#/components/schemas/Id"
          },
          "start_station_id": {
            "$ref": "#/components/schemas/Id"
          },
          "end_station_id": {
            "oneOf": [
              {
                "$ref": "#/components/schemas/Id"
              },
              {
                "type": "null"
              }
            ]
          },
          "destination_id": {
            "oneOf": [
              {
                "$ref": "#/components/schemas/Id"
              },
              {
                "type": "null"
              }
            ]
          },
          "reservation_start_time": {
            "$ref": "#/components/schemas/DateTime"
          },
          "reservation_end_time": {
            "$ref": "#/components/schemas/DateTime"
          },
          "estimated_distance": {
            "type": [
              "number",
              "null"
            ]
          },
          "distance": {
            "type": [
              "number",
              "null"
            ],
            "description": "Driven distance once finished."
          },
          "distance_unit": {
            "oneOf": [
              {
                "$ref": "#/components/schemas/DistanceUnit"
              },
              {
                "type": "null"
              }
            ]
          },
          "rental_label_id": {
            "oneOf": [
              {
                "$ref": "#/components/schemas/Id"
              },
              {
                "type": "null"
              }
            ]
          },
          "discount_codes": {
            "type": "array",
            "items": {
              "type": "string"
            }
          },
          "geotracking": {
            "type": "boolean"
          },
          "carpooling": {
            "type": "boolean"
          },
          "carpooling_destination": {
            "type": [
              "string",
              "null"
            ]
          },
          "price": {
            "oneOf": [
              {
                "$ref": "#/components/schemas/Money"
              },
              {
                "type": "null"
              }
            ]
          },
          "destination": {
            "oneOf": [
              {
                "$ref": "#/components/schemas/Destination"
              },
              {
                "type": "null"
              }
            ]
          }
        }
      },
      "RentalEnvelope": {
        "type": "object",
        "required": [
          "rental"
        ],
        "properties": {
          "rental": {
            "$ref": "#/components/schemas/Rental"
          }
        }
      },
      "RentalList": {
        "type": "object",
        "required": [
          "rentals",
          "meta"
        ],
        "properties": {
          "rentals": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/Rental"
            }
          },
          "meta": {
            "$ref": "#/components/schemas/ListMeta"
          }
        }
      },
      "RentalCreate": {
        "type": "object",
        "description": "spec §7 (POST /user/rentals body).",
        "required": [
          "vehicle_id",
          "driver_id",
          "start_station_id",
          "reservation_start_time",
          "reservation_end_time",
          "geotracking",
          "carpooling"
        ],
        "properties": {
          "vehicle_id": {
            "$ref": "#/components/schemas/Id"
          },
          "driver_id": {
            "$ref": "#/components/schemas/Id"
          },
          "start_station_id": {
            "$ref": "#/components/schemas/Id"
          },
          "end_station_id": {
            "oneOf": [
              {
                "$ref": "#/components/schemas/Id"
              },
              {
                "type": "null"
              }
            ]
          },
          "destination_id": {
            "oneOf": [
              {
                "$ref": "#/components/schemas/Id"
              },
              {
                "type": "null"
              }
            ],
            "description": "The destination of the search result being booked: its `id` in the search answer (spec §7 destination_id). None when the search had no destination or the server gave it no id."
          },
          "reservation_start_time": {
            "$ref": "#/components/schemas/DateTime"
          },
          "reservation_end_time": {
            "$ref": "#/components/schemas/DateTime"
          },
          "estimated_distance": {
            "type": [
              "number",
              "null"
            ],
            "minimum": 0
          },
          "rental_label_id": {
            "oneOf": [
              {
                "$ref": "#/components/schemas/Id"
              },
              {
                "type": "null"
              }
            ]
          },
          "discount_codes": {
            "type": "array",
            "items": {
              "type": "string"
            }
          },
          "geotracking": {
            "type": "boolean"
          },
          "carpooling": {
            "type": "boolean"
          },
          "carpooling_destination": {
            "type": [
              "string",
              "null"
            ]
          }
        }
      },
      "RentalTimesUpdate": {
        "type": "object",
        "description": "Modify times (body unwrapped, decision D12).",
        "required": [
          "reservation_start_time",
          "reservation_end_time"
        ],
        "properties": {
          "reservation_start_time": {
            "$ref": "#/components/schemas/DateTime"
          },
          "reservation_end_time": {
            "$ref": "#/components/schemas/DateTime"
          }
        }
      },
      "RentalGeotrackingUpdate": {
        "type": "object",
        "description": "Geotracking toggle (wrapped in rental, decision D12).",
        "required": [
          "rental"
        ],
        "properties": {
          "rental": {
            "type": "object",
            "required": [
              "geotracking"
            ],
            "properties": {
              "geotracking": {
                "type": "boolean"
              }
            }
          }
        }
      },
      "VehicleOption": {
        "type": "string",
        "enum": [
          "airbag",
          "air_conditioning",
          "gps",
          "usb_plug",
          "snow_tire",
          "bluetooth"
        ]
      },
      "GearsType": {
        "type": "string",
        "description": "spec §3 writes semi-automatic, the search filter semi_automatic (spec §9); the server value is semi_automatic.",
        "enum": [
          "automatic",
          "manual",
          "semi_automatic"
        ]
      },
      "FuelType": {
        "type": "string",
        "enum": [
          "electric",
          "gasoline",
          "diesel",
          "gpl",
          "hybrid"
        ]
      },
      "Vehicle": {
        "type": "object",
        "description": "spec §3. Electric vehicles show charge percentage and autonomy; fuel level is in litres.",
        "required": [
          "id",
          "make",
          "model",
          "license_plate",
          "photos",
          "options",
          "geotracking_privacy_usage"
        ],
        "properties": {
          "id": {
            "$ref": "#/components/schemas/Id"
          },
          "make": {
            "type": "string"
          },
          "model": {
            "type": "string"
          },
          "year": {
            "type": [
              "integer",
              "null"
            ]
          },
          "photos": {
            "type": "array",
            "items": {
              "type": "object",
              "required": [
                "medium_url"
              ],
              "properties": {
                "medium_url": {
                  "type": "string"
                }
              }
            }
          },
          "thumbnail_url": {
            "type": [
              "string",
              "null"
            ]
          },
          "license_plate": {
            "type": "string"
          },
          "internal_identifier": {
            "type": [
              "string",
              "null"
            ]
          },
          "category_id": {
            "oneOf": [
              {
                "$ref": "#/components/schemas/Id"
              },
              {
                "type": "null"
              }
            ]
          },
          "description": {
            "type": [
              "string",
              "null"
            ]
          },
          "doors_count": {
            "type": [
              "integer",
              "null"
            ]
          },
          "seats_count": {
            "type": [
              "integer",
              "null"
            ]
          },
          "gears_type": {
            "oneOf": [
              {
                "$ref": "#/components/schemas/GearsType"
              },
              {
                "type": "null"
              }
            ]
          },
          "fuel_type": {
            "oneOf": [
              {
                "$ref": "#/components/schemas/FuelType"
              },
              {
                "type": "null"
              }
            ]
          },
          "options": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/VehicleOption"
            }
          },
          "power": {
            "type": [
              "number",
              "null"
            ]
          },
          "payload_capacity": {
            "type": [
              "number",
              "null"
            ]
          },
          "volume": {
            "type": [
              "number",
              "null"
            ]
          },
          "included_distance": {
            "type": [
              "number",
              "null"
            ],
            "x-unspecified": true,
            "description": "spec §3 \"included distance\" (server name not shown); the section showing it is hidden (spec §2)."
          },
          "geotracking_privacy_usage": {
            "type": "boolean"
          },
          "box_latitude": {
            "type": [
              "number",
              "null"
            ]
          },
          "box_longitude": {
            "type": [
              "number",
              "null"
            ]
          },
          "box_state_of_charge": {
            "type": [
              "number",
              "null"
            ],
            "description": "Percent."
          },
          "box_charging_status": {
            "type": [
              "string",
              "null"
            ],
            "enum": [
              "charging",
              "not_charging",
              null
            ]
          },
          "box_autonomy": {
            "type": [
              "number",
              "null"
            ],
            "description": "In the tenant's distance unit."
          },
          "box_fuel_level": {
            "type": [
              "number",
              "null"
            ],
            "description": "Litres."
          }
        }
      },
      "Station": {
        "type": "object",
        "required": [
          "id",
          "name",
          "latitude",
          "longitude"
        ],
        "properties": {
          "id": {
            "$ref": "#/components/schemas/Id"
          },
          "name": {
            "type": "string"
          },
          "address": {
            "type": [
              "string",
              "null"
            ]
          },
          "description": {
            "type": [
              "string",
              "null"
            ]
          },
          "latitude": {
            "type": "number",
            "minimum": -90,
            "maximum": 90
          },
          "longitude": {
            "type": "number",
            "minimum": -180,
            "maximum": 180
          }
        }
      },
      "Category": {
        "type": "object",
        "required": [
          "id",
          "name"
        ],
        "properties": {
          "id": {
            "$ref": "#/components/schemas/Id"
          },
          "name": {
            "type": "string"
          }
        }
      },
      "RentalLabel": {
        "type": "object",
        "required": [
          "id",
          "name"
        ],
        "properties": {
          "id": {
            "$ref": "#/components/schemas/Id"
          },
          "name": {
            "type": "string"
          }
        }
      },
      "VehicleSearch": {
        "type": "object",
        "description": "spec §7 search body; estimated distance and seats count are numbers (spec §5).",
        "required": [
          "start_time",
          "end_time"
        ],
        "properties": {
          "start_station_id": {
            "$ref": "#/components/schemas/Id"
          },
          "end_station_id": {
            "$ref": "#/components/schemas/Id"
          },
          "estimated_distance": {
            "type": "number",
            "minimum": 0
          },
          "destination_label": {
            "type": "string"
          },
          "destination_name": {
            "type": "string"
          },
          "destination_gmaps_place_id": {
            "type": "string"
          },
          "destination_formatted_address": {
            "type": "string"
          },
          "destination_latitude": {
            "type": "number"
          },
          "destination_longitude": {
            "type": "number"
          },
          "rental_label_id": {
            "$ref": "#/components/schemas/Id"
          },
          "latitude": {
            "type": "number",
            "minimum": -90,
            "maximum": 90
          },
          "longitude": {
            "type": "number",
            "minimum": -180,
            "maximum": 180
          },
          "discount_codes": {
            "type": "array",
            "items": {
              "type": "string"
            }
          },
          "page": {
            "type": "integer",
            "minimum": 1,
            "default": 1
          },
          "limit": {
            "type": "integer",
            "minimum": 1,
            "default": 50
          },
          "radius": {
            "type": "number",
            "minimum": 0,
            "default": 30
          },
          "categories": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/Id"
            }
          },
          "options": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/VehicleOption"
            }
          },
          "gears_type": {
            "$ref": "#/components/schemas/GearsType"
          },
          "seats_count": {
            "type": "integer",
            "enum": [
              2,
              4,
              7
            ],
            "description": "At least this many seats (spec §9)."
          },
          "start_time": {
            "$ref": "#/components/schemas/DateTime"
          },
          "end_time": {
            "$ref": "#/components/schemas/DateTime"
          }
        }
      },
      "CarpoolingSearch": {
        "type": "object",
        "required": [
          "start_time",
          "end_time"
        ],
        "properties": {
          "start_station_id": {
            "$ref": "#/components/schemas/Id"
          },
          "end_station_id": {
            "$ref": "#/components/schemas/Id"
          },
          "rental_label_id": {
            "$ref": "#/components/schemas/Id"
          },
          "start_time": {
            "$ref": "#/components/schemas/DateTime"
          },
          "end_time": {
            "$ref": "#/components/schemas/DateTime"
          },
          "categories": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/Id"
            }
          },
          "page": {
            "type": "integer",
            "minimum": 1,
            "default": 1
          },
          "limit": {
            "type": "integer",
            "minimum": 1,
            "default": 30
          }
        }
      },
      "SearchResult": {
        "type": "object",
        "required": [
          "vehicle",
          "price",
          "station"
        ],
        "properties": {
          "vehicle": {
            "$ref": "#/components/schemas/Vehicle"
          },
          "price": {
            "$ref": "#/components/schemas/Money"
          },
          "prediscount_price": {
            "oneOf": [
              {
                "$ref": "#/components/schemas/Money"
              },
              {
                "type": "null"
              }
            ]
          },
          "distance_in_meters": {
            "type": [
              "number",
              "null"
            ]
          },
          "station": {
            "$ref": "#/components/schemas/Station"
          },
          "destination": {
            "oneOf": [
              {
                "$ref": "#/components/schemas/Destination"
              },
              {
                "type": "null"
              }
            ]
          }
        }
      },
      "CarpoolingResult": {
        "type": "object",
        "required": [
          "id",
          "vehicle_id",
          "reservation_start_time",
          "reservation_end_time",
          "start_station_id"
        ],
        "properties": {
          "id": {
            "$ref": "#/components/schemas/Id",
            "x-unspecified": true,
            "description": "The carpooling rental's id, needed to join it (POST /user/rentals/{id}/passengers); not listed in spec §3."
          },
          "vehicle_id": {
            "$ref": "#/components/schemas/Id"
          },
          "vehicle": {
            "$ref": "#/components/schemas/Vehicle",
            "x-unspecified": true,
            "description": "The carpooling's vehicle, so that a list of offers costs no GET /vehicles/{id} per card (spec §3 lists vehicle_id only). When absent, the front office fetches it."
          },
          "reservation_start_time": {
            "$ref": "#/components/schemas/DateTime"
          },
          "reservation_end_time": {
            "$ref": "#/components/schemas/DateTime"
          },
          "carpooling_destination": {
            "type": [
              "string",
              "null"
            ]
          },
          "start_station_id": {
            "$ref": "#/components/schemas/Id"
          }
        }
      },
      "TermsVersion": {
        "type": "object",
        "required": [
          "id",
          "content"
        ],
        "properties": {
          "id": {
            "$ref": "#/components/schemas/Id",
            "description": "The version id sent when accepting."
          },
          "content": {
            "type": "string",
            "description": "HTML, sanitised before display."
          }
        }
      },
      "CustomContent": {
        "type": "object",
        "required": [
          "title",
          "content"
        ],
        "properties": {
          "id": {
            "$ref": "#/components/schemas/Id"
          },
          "type": {
            "type": "string",
            "examples": [
              "faq"
            ]
          },
          "title": {
            "type": "string"
          },
          "content": {
            "type": "string",
            "description": "HTML, sanitised before display."
          }
        }
      },
      "PaymentCard": {
        "type": "object",
        "description": "A payment card (stripe card). The default card is the one with the newest set_as_default_at.",
        "required": [
          "id",
          "brand",
          "last4",
          "exp_month",
          "exp_year"
        ],
        "properties": {
          "id": {
            "type": "string",
            "minLength": 1
          },
          "brand": {
            "type": "string",
            "examples": [
              "visa"
            ]
          },
          "country": {
            "type": [
              "string",
              "null"
            ]
          },
          "last4": {
            "type": "string",
            "pattern": "^[0-9]{4}$"
          },
          "exp_month": {
            "type": "integer",
            "minimum": 1,
            "maximum": 12
          },
          "exp_year": {
            "type": "integer"
          },
          "set_as_default_at": {
            "oneOf": [
              {
                "$ref": "#/components/schemas/DateTime"
              },
              {
                "type": "null"
              }
            ]
          }
        }
      },
      "StripeSetupIntent": {
        "type": "object",
        "required": [
          "id",
          "client_secret"
        ],
        "properties": {
          "id": {
            "type": "string",
            "minLength": 1
          },
          "client_secret": {
            "type": "string",
            "minLength": 1
          }
        }
      },
      "AdditionalDocument": {
        "type": "object",
        "required": [
          "id",
          "name",
          "title"
        ],
        "properties": {
          "id": {
            "$ref": "#/components/schemas/Id"
          },
          "name": {
            "type": "string"
          },
          "title": {
            "type": "string"
          },
          "description": {
            "type": [
              "string",
              "null"
            ]
          }
        }
      },
      "DocumentType": {
        "type": "string",
        "description": "Document kinds (spec §3); `other` is then attached to an additional document.",
        "enum": [
          "licence_front",
          "licence_back",
          "identity_front",
          "identity_back",
          "selfie",
          "other"
        ]
      },
      "UserDocument": {
        "type": "object",
        "required": [
          "id",
          "document_type"
        ],
        "properties": {
          "id": {
            "$ref": "#/components/schemas/Id"
          },
          "document_type": {
            "$ref": "#/components/schemas/DocumentType"
          },
          "additional_document_id": {
            "oneOf": [
              {
                "$ref": "#/components/schemas/Id"
              },
              {
                "type": "null"
              }
            ],
            "x-unspecified": true,
            "description": "For `other` documents, the additional document it is attached to (not shown in the spec)."
          },
          "file_url": {
            "type": [
              "string",
              "null"
            ],
            "x-unspecified": true,
            "description": "Where the uploaded file can be seen (not shown in the spec)."
          }
        }
      },
      "UserPhoto": {
        "type": "object",
        "x-unspecified": true,
        "description": "The least the product needs of an uploaded photo (the spec shows no body).",
        "required": [
          "id"
        ],
        "properties": {
          "id": {
            "$ref": "#/components/schemas/Id"
          },
          "small_main_photo_url": {
            "type": [
              "string",
              "null"
            ]
          }
        }
      },
      "RegistrationFlow": {
        "type": "object",
        "required": [
          "name"
        ],
        "properties": {
          "id": {
            "$ref": "#/components/schemas/Id"
          },
          "name": {
            "type": "string"
          }
        }
      },
      "GeocodeFeature": {
        "type": "object",
        "description": "One address suggestion (the demo API's fixtures).",
        "required": [
          "label",
          "lat",
          "long",
          "place_id",
          "formatted_address"
        ],
        "properties": {
          "label": {
            "type": "string"
          },
          "lat": {
            "type": "number",
            "minimum": -90,
            "maximum": 90
          },
          "long": {
            "type": "number",
            "minimum": -180,
            "maximum": 180
          },
          "place_id": {
            "type": "string"
          },
          "formatted_address": {
            "type": "string"
          }
        }
      },
      "ConditionZone": {
        "type": "string",
        "description": "A zone of the car on the condition diagram (issue 35; the domain's CONDITION_ZONES).",
        "enum": [
          "front",
          "windscreen",
          "roof",
          "rear",
          "left",
          "right",
          "wheel_front_left",
          "wheel_front_right",
          "wheel_rear_left",
          "wheel_rear_right",
          "interior"
        ]
      },
      "ConditionMoment": {
        "type": "string",
        "description": "When a condition report is made (decision D47; the domain's CONDITION_MOMENTS).",
        "enum": [
          "pick_up",
          "return"
        ]
      },
      "VehicleDamage": {
        "type": "object",
        "description": "A damage the operator already knows on a vehicle (extension condition-reports, decision D46).",
        "required": [
          "id",
          "zone",
          "description",
          "reported_at",
          "photo_urls"
        ],
        "properties": {
          "id": {
            "$ref": "#/components/schemas/Id"
          },
          "zone": {
            "$ref": "#/components/schemas/ConditionZone"
          },
          "description": {
            "type": "string",
            "description": "In the request's Accept-Language."
          },
          "reported_at": {
            "$ref": "#/components/schemas/DateTime"
          },
          "photo_urls": {
            "type": "array",
            "items": {
              "type": "string"
            }
          }
        }
      },
      "ConditionPhoto": {
        "type": "object",
        "description": "A photo uploaded for a booking's condition report (extension condition-reports).",
        "required": [
          "id",
          "url"
        ],
        "properties": {
          "id": {
            "$ref": "#/components/schemas/Id",
            "description": "What a report's damage names in photo_ids."
          },
          "url": {
            "type": "string"
          }
        }
      },
      "ConditionDamageCreate": {
        "type": "object",
        "description": "One damage of a report: its zone, what the driver saw, and the photos uploaded for this booking.",
        "required": [
          "zone",
          "description",
          "photo_ids"
        ],
        "properties": {
          "zone": {
            "$ref": "#/components/schemas/ConditionZone"
          },
          "description": {
            "type": "string",
            "maxLength": 1000
          },
          "photo_ids": {
            "type": "array",
            "maxItems": 20,
            "items": {
              "$ref": "#/components/schemas/Id"
            }
          }
        }
      },
      "ConditionReportCreate": {
        "type": "object",
        "description": "The body of POST /user/rentals/{id}/condition_reports (extension condition-reports, decision D47).",
        "required": [
          "condition_report"
        ],
        "properties": {
          "condition_report": {
            "type": "object",
            "required": [
              "client_id",
              "moment",
              "nothing_to_report",
              "damages"
            ],
            "properties": {
              "client_id": {
                "type": "string",
                "format": "uuid",
                "description": "A UUID made by the client for this report: its idempotency key on the booking."
              },
              "moment": {
                "$ref": "#/components/schemas/ConditionMoment"
              },
              "nothing_to_report": {
                "type": "boolean",
                "description": "The driver's explicit \"nothing to report\": true with no damage, false with at least one."
              },
              "damages": {
                "type": "array",
                "maxItems": 50,
                "items": {
                  "$ref": "#/components/schemas/ConditionDamageCreate"
                }
              }
            }
          }
        }
      },
      "ConditionReportDamage": {
        "type": "object",
        "description": "One damage of a stored report, with its photos.",
        "required": [
          "zone",
          "description",
          "photos"
        ],
        "properties": {
          "zone": {
            "$ref": "#/components/schemas/ConditionZone"
          },
          "description": {
            "type": "string"
          },
          "photos": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/ConditionPhoto"
            }
          }
        }
      },
      "ConditionReport": {
        "type": "object",
        "description": "A stored condition report of a booking (extension condition-reports, decision D47).",
        "required": [
          "id",
          "client_id",
          "moment",
          "nothing_to_report",
          "damages",
          "created_at"
        ],
        "properties": {
          "id": {
            "$ref": "#/components/schemas/Id"
          },
          "client_id": {
            "type": "string",
            "format": "uuid",
            "description": "The client's idempotency key it was created with."
          },
          "moment": {
            "$ref": "#/components/schemas/ConditionMoment"
          },
          "nothing_to_report": {
            "type": "boolean"
          },
          "damages": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/ConditionReportDamage"
            }
          },
          "created_at": {
            "$ref": "#/components/schemas/DateTime",
            "description": "When the operator received it."
          }
        }
      },
      "ConditionReportEnvelope": {
        "type": "object",
        "required": [
          "condition_report"
        ],
        "properties": {
          "condition_report": {
            "$ref": "#/components/schemas/ConditionReport"
          }
        }
      }
    }
  }
};
