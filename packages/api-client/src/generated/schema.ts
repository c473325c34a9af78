// generated, do not edit: regenerate with `pnpm --filter @frontoffice/api-client generate`
// from openapi/frontoffice.yaml.
export interface paths {
    "/oauth2/token": {
        parameters: {
            query?: never;
            header: {
                /** @description The interface language (spec §7, §9; default fr). */
                "Accept-Language": components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Obtain an access token
         * @description spec §7, §4: password grant (log-in), `openid_token` grant (single sign-on), client credentials (guest token)
         *     and refresh-token grant. Client id and secret come from the runtime configuration.
         */
        post: operations["createToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sso/openid": {
        parameters: {
            query?: never;
            header: {
                /** @description The interface language (spec §7, §9; default fr). */
                "Accept-Language": components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exchange a single-sign-on id token for an access token
         * @description spec §7. The browser redirect to the provider is not an API call.
         */
        post: operations["exchangeOpenidToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenant": {
        parameters: {
            query?: never;
            header: {
                /** @description The interface language (spec §7, §9; default fr). */
                "Accept-Language": components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Tenant settings
         * @description spec §1, §3. Loaded at start-up; drives theme, favicon, title, language, timezone and every switch.
         */
        get: operations["getTenant"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/registration_flows": {
        parameters: {
            query?: never;
            header: {
                /** @description The interface language (spec §7, §9; default fr). */
                "Accept-Language": components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** Registration flows */
        get: operations["listRegistrationFlows"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/additional_documents": {
        parameters: {
            query?: never;
            header: {
                /** @description The interface language (spec §7, §9; default fr). */
                "Accept-Language": components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Tenant-defined extra documents
         * @description spec §3, §7: the texts come in the language of the `Accept-Language` header (the client keeps the French and
         *     English lists apart: additionalDocumentsFr, additionalDocumentsEn).
         */
        get: operations["listAdditionalDocuments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rental_labels": {
        parameters: {
            query?: never;
            header: {
                /** @description The interface language (spec §7, §9; default fr). */
                "Accept-Language": components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** Rental labels */
        get: operations["listRentalLabels"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/categories": {
        parameters: {
            query?: never;
            header: {
                /** @description The interface language (spec §7, §9; default fr). */
                "Accept-Language": components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** Vehicle categories */
        get: operations["listCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/custom_contents": {
        parameters: {
            query?: never;
            header: {
                /** @description The interface language (spec §7, §9; default fr). */
                "Accept-Language": components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Tenant custom content of one type
         * @description spec §2, §7; decision D5, D19. Types used: faq, contact, pricing, welcome, and any custom page type.
         */
        get: operations["listCustomContents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/terms_and_conditions_versions": {
        parameters: {
            query?: never;
            header: {
                /** @description The interface language (spec §7, §9; default fr). */
                "Accept-Language": components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** Terms and conditions versions */
        get: operations["listTermsVersions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/stations": {
        parameters: {
            query?: never;
            header: {
                /** @description The interface language (spec §7, §9; default fr). */
                "Accept-Language": components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** Stations */
        get: operations["listStations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/stations/{id}": {
        parameters: {
            query?: never;
            header: {
                /** @description The interface language (spec §7, §9; default fr). */
                "Accept-Language": components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** One station */
        get: operations["getStation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/stripe_key": {
        parameters: {
            query?: never;
            header: {
                /** @description The interface language (spec §7, §9; default fr). */
                "Accept-Language": components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * The card provider's publishable key
         * @description spec §7; cached locally by the client.
         */
        get: operations["getStripeKey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/geocode": {
        parameters: {
            query?: never;
            header: {
                /** @description The interface language (spec §7, §9; default fr). */
                "Accept-Language": components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Address suggestions (demo)
         * @description Not an operator API call of spec §7: the demo API serves address suggestions from fixtures so that the
         *     address search engine works offline. In production the suggestions come from the geocoding provider
         *     configured for the deployment, with the same shape.
         */
        get: operations["geocode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user": {
        parameters: {
            query?: never;
            header: {
                /** @description The interface language (spec §7, §9; default fr). */
                "Accept-Language": components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** The signed-in account */
        get: operations["getUser"];
        /**
         * Change account fields
         * @description spec §7; decision D12 (wrapped in `user`). Only changed driver fields are sent (spec §5).
         */
        put: operations["updateUser"];
        /**
         * Sign up
         * @description spec §5, §7. Sent with the guest token; signup sends tos_accepted true.
         */
        post: operations["createUser"];
        /**
         * Delete the account
         * @description spec §8: refused with codes user_rentals_user_has_rental or user_invoices_as_buyer_user_has_pending_invoice.
         */
        delete: operations["deleteUser"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{id}": {
        parameters: {
            query?: never;
            header: {
                /** @description The interface language (spec §7, §9; default fr). */
                "Accept-Language": components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** Another user's public profile */
        get: operations["getUserById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users": {
        parameters: {
            query?: never;
            header: {
                /** @description The interface language (spec §7, §9; default fr). */
                "Accept-Language": components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Find users by e-mail (passenger search)
         * @description spec §5 starts this search at 4 characters, debounced 500 ms.
         */
        get: operations["searchUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/password": {
        parameters: {
            query?: never;
            header: {
                /** @description The interface language (spec §7, §9; default fr). */
                "Accept-Language": components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change the password
         * @description spec §8 maps user_current_password_invalid to the incorrect-current-password message.
         */
        put: operations["changePassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/sms_code": {
        parameters: {
            query?: never;
            header: {
                /** @description The interface language (spec §7, §9; default fr). */
                "Accept-Language": components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Confirm the SMS code
         * @description Confirms the phone number (also a pending phone change). The success body is not shown.
         */
        put: operations["confirmSmsCode"];
        /**
         * Send a 6-digit code by SMS
         * @description Sends a code to cell_phone (signup phone step or phone change). The success body is not shown.
         */
        post: operations["requestSmsCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/data_request": {
        parameters: {
            query?: never;
            header: {
                /** @description The interface language (spec §7, §9; default fr). */
                "Accept-Language": components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask for a copy of one's personal data
         * @description The success body is not shown.
         */
        post: operations["requestUserData"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/documents": {
        parameters: {
            query?: never;
            header: {
                /** @description The interface language (spec §7, §9; default fr). */
                "Accept-Language": components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** The account's uploaded documents */
        get: operations["listUserDocuments"];
        put?: never;
        /**
         * Upload a document
         * @description spec §7; decision D17 (png, jpeg or pdf, 10 MB at most, FILE_TOO_BIG otherwise). Progress is reported.
         */
        post: operations["uploadUserDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/photos": {
        parameters: {
            query?: never;
            header: {
                /** @description The interface language (spec §7, §9; default fr). */
                "Accept-Language": components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload the account photo (avatar)
         * @description spec §7 (multipart photo[image]). The success body is not shown; the least the product needs is the photo id.
         */
        post: operations["uploadUserPhoto"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/documents/{id}/attach": {
        parameters: {
            query?: never;
            header: {
                /** @description The interface language (spec §7, §9; default fr). */
                "Accept-Language": components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Attach an uploaded document to a tenant-defined additional document
         * @description The success body is not shown.
         */
        post: operations["attachUserDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/terms_and_conditions_versions/accept": {
        parameters: {
            query?: never;
            header: {
                /** @description The interface language (spec §7, §9; default fr). */
                "Accept-Language": components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept a terms and conditions version
         * @description The success body is not shown.
         */
        post: operations["acceptTermsVersion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reset_password": {
        parameters: {
            query?: never;
            header: {
                /** @description The interface language (spec §7, §9; default fr). */
                "Accept-Language": components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a password-reset e-mail
         * @description spec §5 lowercases the e-mail; decision D3 (the e-mail links to /reset-password). The success body is not shown.
         */
        post: operations["requestPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reset_password/confirm": {
        parameters: {
            query?: never;
            header: {
                /** @description The interface language (spec §7, §9; default fr). */
                "Accept-Language": components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password with a reset token
         * @description Decision D13 (the confirmation must match). The success body is not shown.
         */
        post: operations["confirmPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/payment_cards": {
        parameters: {
            query?: never;
            header: {
                /** @description The interface language (spec §7, §9; default fr). */
                "Accept-Language": components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a card from a provider token (older flow)
         * @deprecated
         * @description Decision D14 keeps this call in the contract; the product adds cards through setup intents.
         */
        post: operations["createPaymentCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/stripe_setup_intents": {
        parameters: {
            query?: never;
            header: {
                /** @description The interface language (spec §7, §9; default fr). */
                "Accept-Language": components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start adding a card
         * @description Decision D14. The card provider then confirms client-side with client_secret.
         */
        post: operations["createStripeSetupIntent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/stripe_cards": {
        parameters: {
            query?: never;
            header: {
                /** @description The interface language (spec §7, §9; default fr). */
                "Accept-Language": components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * The account's cards
         * @description spec §9 sorts them by set_as_default_at, newest first; the first is the main card.
         */
        get: operations["listStripeCards"];
        put?: never;
        /**
         * Finish adding a card
         * @description Decision D14.
         */
        post: operations["createStripeCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/card_step/postpone": {
        parameters: {
            query?: never;
            header: {
                /** @description The interface language (spec §7, §9; default fr). */
                "Accept-Language": components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a card later (the signup card step's "later")
         * @description Decision D15: when the tenant does not require a payment card, the signup card step offers "later", which moves the account past driver_on_card_form without a card. The spec does not show the call. Refused with 403 PAYMENT_CARD_REQUIRED when the card is required; done again, or away from the card step, it changes nothing.
         */
        post: operations["postponeCardStep"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/stripe_cards/{id}/default": {
        parameters: {
            query?: never;
            header: {
                /** @description The interface language (spec §7, §9; default fr). */
                "Accept-Language": components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The card's id at the card provider. */
                id: components["parameters"]["CardIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Make a card the main card
         * @description Updates the card's set_as_default_at (spec §4). The success body is not shown.
         */
        put: operations["setDefaultStripeCard"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/stripe_cards/{id}": {
        parameters: {
            query?: never;
            header: {
                /** @description The interface language (spec §7, §9; default fr). */
                "Accept-Language": components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The card's id at the card provider. */
                id: components["parameters"]["CardIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a card */
        delete: operations["deleteStripeCard"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vehicles/search": {
        parameters: {
            query?: never;
            header: {
                /** @description The interface language (spec §7, §9; default fr). */
                "Accept-Language": components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search available vehicles
         * @description spec §7; decision D12 (wrapped in `search`). Defaults page 1, limit 50, radius 30 (spec §9).
         */
        post: operations["searchVehicles"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vehicles/{id}": {
        parameters: {
            query?: never;
            header: {
                /** @description The interface language (spec §7, §9; default fr). */
                "Accept-Language": components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** One vehicle */
        get: operations["getVehicle"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/carpooling_rentals/search": {
        parameters: {
            query?: never;
            header: {
                /** @description The interface language (spec §7, §9; default fr). */
                "Accept-Language": components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search carpoolings to join
         * @description spec §7 (page and limit both inside `search` and at the top level); defaults page 1, limit 30 (spec §9).
         */
        post: operations["searchCarpoolingRentals"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/rentals": {
        parameters: {
            query?: never;
            header: {
                /** @description The interface language (spec §7, §9; default fr). */
                "Accept-Language": components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * The account's rentals
         * @description spec §4, §9: upcoming (pending, prepared; 20 a page), in progress (check_in, check_out, in_progress, locking;
         *     3 a page), closed (closed, expired, cancelled, refused; 15 a page, descending, with driver_ids = own id).
         */
        get: operations["listUserRentals"];
        put?: never;
        /**
         * Book a vehicle
         * @description spec §7 (body unwrapped, as written there; decision D12). 402 when a card is required (decision D15).
         */
        post: operations["createRental"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/carpooling_rentals": {
        parameters: {
            query?: never;
            header: {
                /** @description The interface language (spec §7, §9; default fr). */
                "Accept-Language": components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * The account's carpoolings
         * @description spec §7 says only "with a page number". The response is modelled like the rental list (rentals and meta) and
         *     filtered by status like it.
         */
        get: operations["listUserCarpoolingRentals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/rentals/{id}": {
        parameters: {
            query?: never;
            header: {
                /** @description The interface language (spec §7, §9; default fr). */
                "Accept-Language": components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** One rental */
        get: operations["getUserRental"];
        /**
         * Modify times or toggle geotracking
         * @description Decision D12: modifying times sends the times unwrapped; the geotracking toggle is wrapped in `rental`.
         */
        put: operations["updateUserRental"];
        post?: never;
        /**
         * Cancel a rental
         * @description spec §4 (the rental becomes cancelled and is refetched). The success body is not shown.
         */
        delete: operations["cancelUserRental"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/rentals/{id}/passengers": {
        parameters: {
            query?: never;
            header: {
                /** @description The interface language (spec §7, §9; default fr). */
                "Accept-Language": components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Join a carpooling as a passenger */
        post: operations["joinCarpoolingRental"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rentals/{id}/passengers": {
        parameters: {
            query?: never;
            header: {
                /** @description The interface language (spec §7, §9; default fr). */
                "Accept-Language": components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** A rental's passengers */
        get: operations["listRentalPassengers"];
        put?: never;
        /**
         * Add a passenger by e-mail
         * @description spec §6 (owner only, when carpooling_driver_can_add_passengers is on and the status is early).
         */
        post: operations["addRentalPassenger"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rentals/{id}/passengers/{passengerId}": {
        parameters: {
            query?: never;
            header: {
                /** @description The interface language (spec §7, §9; default fr). */
                "Accept-Language": components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["IdPath"];
                passengerId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Confirm carpooling participation
         * @description spec §7 says this takes rentalId and passengerId and does not show its method or path; decision D11 reads it
         *     as this PUT. The success body is not shown.
         */
        put: operations["confirmRentalPassenger"];
        post?: never;
        /** Remove a passenger (or cancel one's participation) */
        delete: operations["removeRentalPassenger"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vehicles/{id}/damages": {
        parameters: {
            query?: never;
            header: {
                /** @description The interface language (spec §7, §9; default fr). */
                "Accept-Language": components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * The damages already known on a vehicle
         * @description Beyond the seed contract (spec §7 does not list it): extension `condition-reports` (decision D46), optional
         *     for an operator. An operator API that answers 404 or 501 here hides the vehicle condition feature for the
         *     session. The damages the operator already knows on the car (zone, description in `Accept-Language`, when it
         *     was reported, photo URLs), shown on the condition diagram so that a driver reports only what is new
         *     (decision D47).
         */
        get: operations["listVehicleDamages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/rentals/{id}/condition_photos": {
        parameters: {
            query?: never;
            header: {
                /** @description The interface language (spec §7, §9; default fr). */
                "Accept-Language": components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload one photo of the vehicle's condition for a booking
         * @description Beyond the seed contract (spec §7 does not list it): extension `condition-reports` (decision D46), optional
         *     for an operator. An operator API that answers 404 or 501 here hides the vehicle condition feature for the
         *     session. One photo of the booking's owner (spec §6), multipart `photo[image]` as `POST /user/photos`, with
         *     upload progress; png or jpeg by content, 10 MB at most (decisions D17, D35: FILE_TOO_BIG, INVALID_FILE_TYPE,
         *     INVALID_FILE_EXTENSION). Answered with the photo's id, which a report names in `photo_ids`, and its URL.
         */
        post: operations["uploadConditionPhoto"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/rentals/{id}/condition_reports": {
        parameters: {
            query?: never;
            header: {
                /** @description The interface language (spec §7, §9; default fr). */
                "Accept-Language": components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * A booking's condition reports
         * @description Beyond the seed contract (spec §7 does not list it): extension `condition-reports` (decision D46), optional
         *     for an operator. An operator API that answers 404 or 501 here hides the vehicle condition feature for the
         *     session. The reports of the booking's owner (spec §6) on this booking, oldest first: the driver's own record.
         */
        get: operations["listConditionReports"];
        put?: never;
        /**
         * Report the vehicle's condition at pick-up or return
         * @description Beyond the seed contract (spec §7 does not list it): extension `condition-reports` (decision D46), optional
         *     for an operator. An operator API that answers 404 or 501 here hides the vehicle condition feature for the
         *     session. The booking owner's report (spec §6, decision D47): either `nothing_to_report: true` and no damage,
         *     or `nothing_to_report: false` and at least one damage (else 400 WRONG_PARAMETER); each damage has a
         *     description or at least one photo, and names only photos uploaded for this same booking
         *     (`POST /user/rentals/{id}/condition_photos`; another photo: 400 WRONG_PARAMETER). `client_id` is the report's idempotency key, made by the client: the same `client_id`
         *     again on the same booking answers the report made the first time (200) and creates nothing, so a report
         *     sent again after a lost answer or from the offline queue is never made twice (201 for a new report).
         */
        post: operations["createConditionReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description A server id. */
        Id: number;
        /**
         * @description Supported languages (spec §9; French is the default).
         * @enum {string}
         */
        Language: "fr" | "en";
        /**
         * Format: date-time
         * @description An RFC 3339 timestamp with an offset (`Z` or `+02:00`).
         */
        DateTime: string;
        /**
         * Format: date
         * @description A calendar date `YYYY-MM-DD`. The spec names these fields `*_time` without showing their format.
         */
        CalendarDate: string;
        /**
         * @description The error body of every failure (spec §8): a code plus a list of errors with code and detail, or a message and
         *     a code from which the client builds one error. OAuth failures may use `error` and `error_description`.
         */
        Error: {
            /** @example bad_request */
            code?: string;
            message?: string;
            errors?: components["schemas"]["ErrorItem"][];
            error?: string;
            error_description?: string;
        };
        ErrorItem: {
            /**
             * @description Mapped codes are matched upper-cased (spec §8), for example PASSWORD_TOO_SHORT.
             * @example EMAIL_ALREADY_TAKEN
             */
            code: string;
            detail?: string;
        };
        /** @description Pagination of a list (spec §3, §9: pages = ceil(total / limit)). */
        ListMeta: {
            total: number;
            limit: number;
            page?: number;
        };
        /** @description spec §7 (POST /oauth2/token bodies). */
        TokenRequest: components["schemas"]["PasswordGrant"] | components["schemas"]["OpenidTokenGrant"] | components["schemas"]["ClientCredentialsGrant"] | components["schemas"]["RefreshTokenGrant"];
        PasswordGrant: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            grant_type: "password";
            /** Format: email */
            username: string;
            password: string;
            client_id: string;
            client_secret: string;
        };
        /** @description spec §7 says "or openid_token likewise" without the grant_type value; this contract uses `openid_token`. */
        OpenidTokenGrant: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            grant_type: "openid_token";
            openid_token: string;
            client_id: string;
            client_secret: string;
        };
        /** @description A guest token (spec §4, §6). */
        ClientCredentialsGrant: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            grant_type: "client_credentials";
            client_id: string;
            client_secret: string;
        };
        /** @description spec §7 says refresh tokens are used unless the configuration disables them; the standard OAuth 2 refresh grant. */
        RefreshTokenGrant: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            grant_type: "refresh_token";
            refresh_token: string;
            client_id: string;
            client_secret: string;
        };
        TokenResponse: {
            access_token: string;
            /** @example Bearer */
            token_type?: string;
            expires_in?: number;
            refresh_token?: string;
            scope?: string;
            created_at?: number;
        };
        /**
         * @description Tenant settings (spec §3). Delays and durations are in seconds (decision D9); -1 means "not allowed" for the
         *     modification and cancellation delays and "unset" for the minimum duration (spec §9 fallbacks apply).
         *     Settings without described behaviour are kept (decision D29).
         */
        Tenant: {
            id: components["schemas"]["Id"];
            /** @description The operator's display name (page title). */
            human_name: string;
            /**
             * @description Decision D32: missing or unknown, French (spec §9).
             * @default fr
             */
            language?: components["schemas"]["Language"];
            /**
             * @description Names one of the themes in `tenants/`; an unknown name falls back to the default theme (decision D24).
             * @example default
             */
            theme: string;
            /**
             * @description IANA timezone (spec §9 default America/Montreal; decision D32: missing or unknown, the default).
             * @default America/Montreal
             * @example America/Montreal
             */
            timezone?: string;
            /**
             * @description Country code (ISO 3166-1 alpha-2; spec §9 default CA, decision D32). Restricts address suggestions and is the phone default region (decision D18).
             * @default CA
             */
            iso3166?: string;
            /**
             * @description ISO 4217 code of the operator's currency (EUR, USD, CAD, GBP are shown, spec §3). Not named in the spec;
             *     prices carry their own iso_code, which wins when present.
             */
            currency?: string | null;
            /**
             * @description spec §9 default km (decision D32: missing or unknown, the default).
             * @default km
             */
            distance_unit?: components["schemas"]["DistanceUnit"];
            /**
             * @description Date input format (spec §5 d/m/y or y-m-d, default DD/MM/YYYY; decisions D25, D32).
             * @default DD/MM/YYYY
             * @enum {string}
             */
            date_format?: "DD/MM/YYYY" | "YYYY-MM-DD";
            /** @description Seconds (decision D29 keeps it without behaviour). */
            prepare_delay?: number | null;
            /** @description Seconds; -1 when unset (fallback 901, spec §9). */
            minimum_reservation_duration: number;
            /** @description Seconds; -1 when unset. */
            maximum_reservation_duration: number;
            /** @description Seconds before the start under which cancelling is refused; -1 never (fallback 1). */
            cancellation_minimal_delay: number;
            /** @description Seconds; fallback for the start and end modification delays (decision D9). */
            bounds_modification_minimal_delay: number;
            /** @description Seconds; -1 not modifiable; null falls back to bounds_modification_minimal_delay. */
            reservation_start_modification_minimal_delay?: number | null;
            /** @description Seconds; -1 not modifiable; null falls back to bounds_modification_minimal_delay. */
            reservation_end_modification_minimal_delay?: number | null;
            /** @description Seconds; -1 when unset (fallback 28080000). */
            rental_maximum_time_in_advance: number;
            /**
             * @description Condition reports at pick-up and return (decision D47, issue 35; was kept without behaviour by D29):
             *     `optional` offers them from the booking's pick-up window (its start minus `prepare_delay`) to its end;
             *     `required` also asks for the pick-up report on the booking once it is in progress, then for the return
             *     report before its end. Missing, `null`, `none`, `disabled` or any other value: no condition reports. The
             *     reports use the operations of the `condition-reports` extension (decision D46).
             * @example required
             * @example optional
             * @example null
             */
            damage_report_mode?: string | null;
            /** @description Kept without behaviour (decision D29). */
            state_machine?: string | null;
            /** @enum {string} */
            platform_type: "private" | "public";
            /**
             * @default station
             * @enum {string}
             */
            search_engine: "station" | "address";
            /** @description One-way rentals (an end station; decision D21 for the address engine). */
            one_way: boolean;
            contact_phone?: string | null;
            contact_email?: string | null;
            logo_url?: string | null;
            favicon_url?: string | null;
            login_background_url?: string | null;
            privacy_policy_url?: string | null;
            /** @description Where the back-office link points for users with can_access_backoffice (the address is not shown in the spec). */
            backoffice_url?: string | null;
            /** @description The external calendars link of the fleet-planning menu entry (the address is not shown in the spec). */
            fleet_planning_url?: string | null;
            single_sign_on?: components["schemas"]["SingleSignOnSettings"] | null;
            /**
             * @description default_enabled (box ticked), forced_enabled (ticked and locked), anything else unticked (decision D20).
             * @example default_enabled
             * @example forced_enabled
             * @example disabled
             */
            carpooling_mode: string;
            carpooling_driver_can_add_passengers: boolean;
            /** @description The vehicle options offered in the search filter. */
            vehicle_options: components["schemas"]["VehicleOption"][];
            /** @description Driver fields shown in forms (spec §5). */
            driver_fields: components["schemas"]["DriverField"][];
            /** @description Driver fields that are required (spec §5). */
            required_driver_fields: components["schemas"]["DriverField"][];
            /** @description The signup steps shown, in client order (spec §2). */
            registration_steps: components["schemas"]["RegistrationStep"][];
            /** @description Kept without behaviour (decision D29). */
            driver_documents_selfie?: boolean;
            /** @description Kept without behaviour (decision D29). */
            driver_documents_identify?: boolean;
            /** @description Kept without behaviour (decision D29). */
            driver_documents_licence?: boolean;
            use_categories: boolean;
            /** @description Kept without behaviour (decision D29). */
            use_entities: boolean;
            /** @description Rental labels in the search form. */
            use_labels: boolean;
            /** @description Terms checkbox and acceptance dialog (decision D16). */
            use_terms_and_conditions: boolean;
            use_estimated_distance: boolean;
            use_estimated_destination_field: boolean;
            use_payments: boolean;
            /** @description Decision D15. */
            use_required_payment_card: boolean;
            /** @description Geotracking privacy consent. */
            use_privacy_usage: boolean;
            /** @description Geotracking toggle during a trip (spec §4). */
            use_privacy_usage_time_slot: boolean;
            /** @description Pricing page and dialog (decision D7). */
            use_billing: boolean;
            use_carpooling: boolean;
            use_discount: boolean;
            use_fleet_planning: boolean;
            use_multi_language: boolean;
            use_registration: boolean;
            use_auto_register: boolean;
            use_cookie_consent: boolean;
            /** @description spec §5 also needs provider openid and a URL. */
            use_single_sign_on: boolean;
        };
        SingleSignOnSettings: {
            /** @example openid */
            provider: string;
            /** @description The provider's authorization address. */
            url: string;
            logout_url?: string | null;
            /** @description The client id sent to the provider, if it needs one (not shown in the spec). */
            client_id?: string | null;
        };
        /**
         * @description spec §9 (a kilometre is 1000 m, a mile 1609.344 m; default km).
         * @enum {string}
         */
        DistanceUnit: "km" | "mi";
        /** @enum {string} */
        DriverField: "first_name" | "last_name" | "birthday_time" | "birthday_location" | "cell_phone" | "address_line1" | "address_line2" | "address_postal_code" | "address_locality" | "address_state" | "address_country" | "driving_licence_number" | "driving_licence_location" | "driving_licence_obtaining_time" | "driving_licence_expiration_time";
        /**
         * @description Client signup steps (spec §2, §4) as the tenant lists them.
         * @enum {string}
         */
        RegistrationStep: "registration" | "personal_details" | "phone_number" | "license_details" | "driver_license" | "id_document" | "selfie_document" | "other_document" | "credit_card";
        /**
         * @description The server's registration step (spec §4).
         * @enum {string}
         */
        WorkflowStep: "driver_on_login_form" | "driver_on_personal_informations_form" | "driver_on_sms_form" | "driver_on_licence_form" | "driver_on_documents_licence_form" | "driver_on_documents_identity_form" | "driver_on_documents_selfie_form" | "driver_on_documents_other_form" | "driver_on_card_form" | "driver_waiting_for_validation" | "driver_blocked" | "driver_ok";
        /** @description The account (spec §3 server names). */
        User: {
            id: components["schemas"]["Id"];
            email: string;
            first_name?: string | null;
            last_name?: string | null;
            address_line1?: string | null;
            address_line2?: string | null;
            address_postal_code?: string | null;
            address_locality?: string | null;
            address_state?: string | null;
            address_country?: string | null;
            tos_accepted: boolean;
            birthday_time?: components["schemas"]["CalendarDate"] | null;
            birthday_location?: string | null;
            cell_phone?: string | null;
            /** @description A pending phone change awaiting its SMS code (client newPhoneNumber; the server name is not shown). */
            new_cell_phone?: string | null;
            driving_licence_number?: string | null;
            driving_licence_location?: string | null;
            driving_licence_expiration_time?: components["schemas"]["CalendarDate"] | null;
            driving_licence_obtaining_time?: components["schemas"]["CalendarDate"] | null;
            workflow_next_step: components["schemas"]["WorkflowStep"];
            validated: boolean;
            small_main_photo_url?: string | null;
            can_access_backoffice: boolean;
            /** @description A login whose user has no roles is refused (spec §4). */
            roles: string[];
        };
        UserEnvelope: {
            user: components["schemas"]["User"];
        };
        /** @description Driver fields to change (spec §7); only changed fields are sent (spec §5). */
        UserUpdate: {
            first_name?: string;
            last_name?: string;
            birthday_time?: components["schemas"]["CalendarDate"];
            birthday_location?: string;
            cell_phone?: string;
            address_line1?: string;
            address_line2?: string;
            address_postal_code?: string;
            address_locality?: string;
            address_state?: string;
            address_country?: string;
            driving_licence_number?: string;
            driving_licence_location?: string;
            driving_licence_obtaining_time?: components["schemas"]["CalendarDate"];
            driving_licence_expiration_time?: components["schemas"]["CalendarDate"];
        };
        /** @description Another user as seen by a driver (a passenger is identified by e-mail, spec §3). */
        UserReference: {
            id: components["schemas"]["Id"];
            email: string;
            first_name?: string | null;
            last_name?: string | null;
        };
        Passenger: {
            id: components["schemas"]["Id"];
            email: string;
            first_name?: string | null;
            last_name?: string | null;
            /** @description The passenger's user id, if the passenger has an account (not shown in the spec). */
            user_id?: components["schemas"]["Id"] | null;
            /** @description Participation state before and after confirmation (decision D11; values not shown in the spec). */
            status?: string | null;
        };
        Money: {
            /** @description Cents; shown divided by 100 (spec §9). */
            value_cents: number;
            /** @example EUR */
            iso_code: string;
        };
        Destination: {
            /** @description The identifier the server gives the destination of a search (spec §3 lists no id): a booking of a result sends it as destination_id (spec §7). Absent when the server keeps none. */
            id?: components["schemas"]["Id"];
            formatted_address?: string | null;
            label: string;
            place_id?: string | null;
            name?: string | null;
            lat: number;
            long: number;
        };
        /**
         * @description spec §4 (closed group closed, expired, cancelled, refused; in progress check_in, check_out, in_progress, locking; upcoming pending, prepared).
         * @enum {string}
         */
        RentalStatus: "pending" | "prepared" | "check_in" | "check_out" | "in_progress" | "locking" | "closed" | "expired" | "cancelled" | "refused";
        /** @description A booking or a carpooling (spec §3). */
        Rental: {
            id: components["schemas"]["Id"];
            status: components["schemas"]["RentalStatus"];
            vehicle_id: components["schemas"]["Id"];
            driver_id: components["schemas"]["Id"];
            start_station_id: components["schemas"]["Id"];
            end_station_id?: components["schemas"]["Id"] | null;
            destination_id?: components["schemas"]["Id"] | null;
            reservation_start_time: components["schemas"]["DateTime"];
            reservation_end_time: components["schemas"]["DateTime"];
            estimated_distance?: number | null;
            /** @description Driven distance once finished. */
            distance?: number | null;
            distance_unit?: components["schemas"]["DistanceUnit"] | null;
            rental_label_id?: components["schemas"]["Id"] | null;
            discount_codes?: string[];
            geotracking: boolean;
            carpooling: boolean;
            carpooling_destination?: string | null;
            price?: components["schemas"]["Money"] | null;
            destination?: components["schemas"]["Destination"] | null;
        };
        RentalEnvelope: {
            rental: components["schemas"]["Rental"];
        };
        RentalList: {
            rentals: components["schemas"]["Rental"][];
            meta: components["schemas"]["ListMeta"];
        };
        /** @description spec §7 (POST /user/rentals body). */
        RentalCreate: {
            vehicle_id: components["schemas"]["Id"];
            driver_id: components["schemas"]["Id"];
            start_station_id: components["schemas"]["Id"];
            end_station_id?: components["schemas"]["Id"] | null;
            /** @description The destination of the search result being booked: its `id` in the search answer (spec §7 destination_id). None when the search had no destination or the server gave it no id. */
            destination_id?: components["schemas"]["Id"] | null;
            reservation_start_time: components["schemas"]["DateTime"];
            reservation_end_time: components["schemas"]["DateTime"];
            estimated_distance?: number | null;
            rental_label_id?: components["schemas"]["Id"] | null;
            discount_codes?: string[];
            geotracking: boolean;
            carpooling: boolean;
            carpooling_destination?: string | null;
        };
        /** @description Modify times (body unwrapped, decision D12). */
        RentalTimesUpdate: {
            reservation_start_time: components["schemas"]["DateTime"];
            reservation_end_time: components["schemas"]["DateTime"];
        };
        /** @description Geotracking toggle (wrapped in rental, decision D12). */
        RentalGeotrackingUpdate: {
            rental: {
                geotracking: boolean;
            };
        };
        /** @enum {string} */
        VehicleOption: "airbag" | "air_conditioning" | "gps" | "usb_plug" | "snow_tire" | "bluetooth";
        /**
         * @description spec §3 writes semi-automatic, the search filter semi_automatic (spec §9); the server value is semi_automatic.
         * @enum {string}
         */
        GearsType: "automatic" | "manual" | "semi_automatic";
        /** @enum {string} */
        FuelType: "electric" | "gasoline" | "diesel" | "gpl" | "hybrid";
        /** @description spec §3. Electric vehicles show charge percentage and autonomy; fuel level is in litres. */
        Vehicle: {
            id: components["schemas"]["Id"];
            make: string;
            model: string;
            year?: number | null;
            photos: {
                medium_url: string;
            }[];
            thumbnail_url?: string | null;
            license_plate: string;
            internal_identifier?: string | null;
            category_id?: components["schemas"]["Id"] | null;
            description?: string | null;
            doors_count?: number | null;
            seats_count?: number | null;
            gears_type?: components["schemas"]["GearsType"] | null;
            fuel_type?: components["schemas"]["FuelType"] | null;
            options: components["schemas"]["VehicleOption"][];
            power?: number | null;
            payload_capacity?: number | null;
            volume?: number | null;
            /** @description spec §3 "included distance" (server name not shown); the section showing it is hidden (spec §2). */
            included_distance?: number | null;
            geotracking_privacy_usage: boolean;
            box_latitude?: number | null;
            box_longitude?: number | null;
            /** @description Percent. */
            box_state_of_charge?: number | null;
            /** @enum {string|null} */
            box_charging_status?: "charging" | "not_charging" | null;
            /** @description In the tenant's distance unit. */
            box_autonomy?: number | null;
            /** @description Litres. */
            box_fuel_level?: number | null;
        };
        Station: {
            id: components["schemas"]["Id"];
            name: string;
            address?: string | null;
            description?: string | null;
            latitude: number;
            longitude: number;
        };
        Category: {
            id: components["schemas"]["Id"];
            name: string;
        };
        RentalLabel: {
            id: components["schemas"]["Id"];
            name: string;
        };
        /** @description spec §7 search body; estimated distance and seats count are numbers (spec §5). */
        VehicleSearch: {
            start_station_id?: components["schemas"]["Id"];
            end_station_id?: components["schemas"]["Id"];
            estimated_distance?: number;
            destination_label?: string;
            destination_name?: string;
            destination_gmaps_place_id?: string;
            destination_formatted_address?: string;
            destination_latitude?: number;
            destination_longitude?: number;
            rental_label_id?: components["schemas"]["Id"];
            latitude?: number;
            longitude?: number;
            discount_codes?: string[];
            /** @default 1 */
            page?: number;
            /** @default 50 */
            limit?: number;
            /** @default 30 */
            radius?: number;
            categories?: components["schemas"]["Id"][];
            options?: components["schemas"]["VehicleOption"][];
            gears_type?: components["schemas"]["GearsType"];
            /**
             * @description At least this many seats (spec §9).
             * @enum {integer}
             */
            seats_count?: 2 | 4 | 7;
            start_time: components["schemas"]["DateTime"];
            end_time: components["schemas"]["DateTime"];
        };
        CarpoolingSearch: {
            start_station_id?: components["schemas"]["Id"];
            end_station_id?: components["schemas"]["Id"];
            rental_label_id?: components["schemas"]["Id"];
            start_time: components["schemas"]["DateTime"];
            end_time: components["schemas"]["DateTime"];
            categories?: components["schemas"]["Id"][];
            /** @default 1 */
            page?: number;
            /** @default 30 */
            limit?: number;
        };
        SearchResult: {
            vehicle: components["schemas"]["Vehicle"];
            price: components["schemas"]["Money"];
            prediscount_price?: components["schemas"]["Money"] | null;
            distance_in_meters?: number | null;
            station: components["schemas"]["Station"];
            destination?: components["schemas"]["Destination"] | null;
        };
        CarpoolingResult: {
            /** @description The carpooling rental's id, needed to join it (POST /user/rentals/{id}/passengers); not listed in spec §3. */
            id: components["schemas"]["Id"];
            vehicle_id: components["schemas"]["Id"];
            /** @description The carpooling's vehicle, so that a list of offers costs no GET /vehicles/{id} per card (spec §3 lists vehicle_id only). When absent, the front office fetches it. */
            vehicle?: components["schemas"]["Vehicle"];
            reservation_start_time: components["schemas"]["DateTime"];
            reservation_end_time: components["schemas"]["DateTime"];
            carpooling_destination?: string | null;
            start_station_id: components["schemas"]["Id"];
        };
        TermsVersion: {
            /** @description The version id sent when accepting. */
            id: components["schemas"]["Id"];
            /** @description HTML, sanitised before display. */
            content: string;
        };
        CustomContent: {
            id?: components["schemas"]["Id"];
            /** @example faq */
            type?: string;
            title: string;
            /** @description HTML, sanitised before display. */
            content: string;
        };
        /** @description A payment card (stripe card). The default card is the one with the newest set_as_default_at. */
        PaymentCard: {
            id: string;
            /** @example visa */
            brand: string;
            country?: string | null;
            last4: string;
            exp_month: number;
            exp_year: number;
            set_as_default_at?: components["schemas"]["DateTime"] | null;
        };
        StripeSetupIntent: {
            id: string;
            client_secret: string;
        };
        AdditionalDocument: {
            id: components["schemas"]["Id"];
            name: string;
            title: string;
            description?: string | null;
        };
        /**
         * @description Document kinds (spec §3); `other` is then attached to an additional document.
         * @enum {string}
         */
        DocumentType: "licence_front" | "licence_back" | "identity_front" | "identity_back" | "selfie" | "other";
        UserDocument: {
            id: components["schemas"]["Id"];
            document_type: components["schemas"]["DocumentType"];
            /** @description For `other` documents, the additional document it is attached to (not shown in the spec). */
            additional_document_id?: components["schemas"]["Id"] | null;
            /** @description Where the uploaded file can be seen (not shown in the spec). */
            file_url?: string | null;
        };
        /** @description The least the product needs of an uploaded photo (the spec shows no body). */
        UserPhoto: {
            id: components["schemas"]["Id"];
            small_main_photo_url?: string | null;
        };
        RegistrationFlow: {
            id?: components["schemas"]["Id"];
            name: string;
        };
        /** @description One address suggestion (the demo API's fixtures). */
        GeocodeFeature: {
            label: string;
            lat: number;
            long: number;
            place_id: string;
            formatted_address: string;
        };
        /**
         * @description A zone of the car on the condition diagram (issue 35; the domain's CONDITION_ZONES).
         * @enum {string}
         */
        ConditionZone: "front" | "windscreen" | "roof" | "rear" | "left" | "right" | "wheel_front_left" | "wheel_front_right" | "wheel_rear_left" | "wheel_rear_right" | "interior";
        /**
         * @description When a condition report is made (decision D47; the domain's CONDITION_MOMENTS).
         * @enum {string}
         */
        ConditionMoment: "pick_up" | "return";
        /** @description A damage the operator already knows on a vehicle (extension condition-reports, decision D46). */
        VehicleDamage: {
            id: components["schemas"]["Id"];
            zone: components["schemas"]["ConditionZone"];
            /** @description In the request's Accept-Language. */
            description: string;
            reported_at: components["schemas"]["DateTime"];
            photo_urls: string[];
        };
        /** @description A photo uploaded for a booking's condition report (extension condition-reports). */
        ConditionPhoto: {
            /** @description What a report's damage names in photo_ids. */
            id: components["schemas"]["Id"];
            url: string;
        };
        /** @description One damage of a report: its zone, what the driver saw, and the photos uploaded for this booking. */
        ConditionDamageCreate: {
            zone: components["schemas"]["ConditionZone"];
            description: string;
            photo_ids: components["schemas"]["Id"][];
        };
        /** @description The body of POST /user/rentals/{id}/condition_reports (extension condition-reports, decision D47). */
        ConditionReportCreate: {
            condition_report: {
                /**
                 * Format: uuid
                 * @description A UUID made by the client for this report: its idempotency key on the booking.
                 */
                client_id: string;
                moment: components["schemas"]["ConditionMoment"];
                /** @description The driver's explicit "nothing to report": true with no damage, false with at least one. */
                nothing_to_report: boolean;
                damages: components["schemas"]["ConditionDamageCreate"][];
            };
        };
        /** @description One damage of a stored report, with its photos. */
        ConditionReportDamage: {
            zone: components["schemas"]["ConditionZone"];
            description: string;
            photos: components["schemas"]["ConditionPhoto"][];
        };
        /** @description A stored condition report of a booking (extension condition-reports, decision D47). */
        ConditionReport: {
            id: components["schemas"]["Id"];
            /**
             * Format: uuid
             * @description The client's idempotency key it was created with.
             */
            client_id: string;
            moment: components["schemas"]["ConditionMoment"];
            nothing_to_report: boolean;
            damages: components["schemas"]["ConditionReportDamage"][];
            /** @description When the operator received it. */
            created_at: components["schemas"]["DateTime"];
        };
        ConditionReportEnvelope: {
            condition_report: components["schemas"]["ConditionReport"];
        };
    };
    responses: {
        /** @description 400, code bad_request (spec §8), for example a validation failure with mapped codes. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description 401, code unauthorized (spec §8). The client refreshes the token once, else signs out. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description 402, code payment (spec §8). */
        PaymentRequired: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description 403, code forbidden (spec §8). */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description 404, code not_found (spec §8). */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description 409, code conflict (spec §8). */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Any other status, code internal (spec §8). */
        InternalError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: {
        /** @description The interface language (spec §7, §9; default fr). */
        AcceptLanguage: components["schemas"]["Language"];
        /**
         * @description Versioned Accept header, version 0.3 (spec §7: "some use a versioned Accept header (v0.3 or v0.4)"). The spec
         *     shows neither the media type nor which call uses which version: this contract uses
         *     `application/vnd.api.v0.3+json` on the account's rental calls.
         */
        AcceptV03: "application/vnd.api.v0.3+json";
        /**
         * @description Versioned Accept header, version 0.4 (spec §7). The spec shows neither the media type nor which call uses
         *     which version: this contract uses `application/vnd.api.v0.4+json` on the vehicle and carpooling searches and
         *     the vehicle details.
         */
        AcceptV04: "application/vnd.api.v0.4+json";
        IdPath: components["schemas"]["Id"];
        /** @description The card's id at the card provider. */
        CardIdPath: string;
        Page: number;
        Limit: number;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    createToken: {
        parameters: {
            query?: never;
            header: {
                /** @description The interface language (spec §7, §9; default fr). */
                "Accept-Language": components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TokenRequest"];
            };
        };
        responses: {
            /** @description The issued token. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["InternalError"];
        };
    };
    exchangeOpenidToken: {
        parameters: {
            query?: never;
            header: {
                /** @description The interface language (spec §7, §9; default fr). */
                "Accept-Language": components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    openid: {
                        id_token: string;
                    };
                };
            };
        };
        responses: {
            /** @description The issued token. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["InternalError"];
        };
    };
    getTenant: {
        parameters: {
            query?: never;
            header: {
                /** @description The interface language (spec §7, §9; default fr). */
                "Accept-Language": components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tenant. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        tenant: components["schemas"]["Tenant"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["InternalError"];
        };
    };
    listRegistrationFlows: {
        parameters: {
            query?: never;
            header: {
                /** @description The interface language (spec §7, §9; default fr). */
                "Accept-Language": components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The registration flows. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        registration_flows: components["schemas"]["RegistrationFlow"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["InternalError"];
        };
    };
    listAdditionalDocuments: {
        parameters: {
            query?: never;
            header: {
                /** @description The interface language (spec §7, §9; default fr). */
                "Accept-Language": components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The additional documents. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        additional_documents: components["schemas"]["AdditionalDocument"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["InternalError"];
        };
    };
    listRentalLabels: {
        parameters: {
            query?: never;
            header: {
                /** @description The interface language (spec §7, §9; default fr). */
                "Accept-Language": components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The rental labels. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        rental_labels: components["schemas"]["RentalLabel"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["InternalError"];
        };
    };
    listCategories: {
        parameters: {
            query?: never;
            header: {
                /** @description The interface language (spec §7, §9; default fr). */
                "Accept-Language": components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The categories. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        categories: components["schemas"]["Category"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["InternalError"];
        };
    };
    listCustomContents: {
        parameters: {
            query: {
                type: string;
            };
            header: {
                /** @description The interface language (spec §7, §9; default fr). */
                "Accept-Language": components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The entries of that type; pages render the first one. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        custom_contents: components["schemas"]["CustomContent"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["InternalError"];
        };
    };
    listTermsVersions: {
        parameters: {
            query?: {
                /** @description spec §7 sends `current=true` to get the version in force. */
                current?: boolean;
            };
            header: {
                /** @description The interface language (spec §7, §9; default fr). */
                "Accept-Language": components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The versions (with current=true, the one in force). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        terms_and_conditions_versions: components["schemas"]["TermsVersion"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["InternalError"];
        };
    };
    listStations: {
        parameters: {
            query?: never;
            header: {
                /** @description The interface language (spec §7, §9; default fr). */
                "Accept-Language": components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The stations. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        stations: components["schemas"]["Station"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["InternalError"];
        };
    };
    getStation: {
        parameters: {
            query?: never;
            header: {
                /** @description The interface language (spec §7, §9; default fr). */
                "Accept-Language": components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The station. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        station: components["schemas"]["Station"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["InternalError"];
        };
    };
    getStripeKey: {
        parameters: {
            query?: never;
            header: {
                /** @description The interface language (spec §7, §9; default fr). */
                "Accept-Language": components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The publishable key. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        stripe_key: {
                            public: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["InternalError"];
        };
    };
    geocode: {
        parameters: {
            query: {
                q: string;
                /** @description ISO 3166-1 alpha-2 code restricting results (spec §2, the tenant country). */
                country?: string;
                lang?: components["schemas"]["Language"];
            };
            header: {
                /** @description The interface language (spec §7, §9; default fr). */
                "Accept-Language": components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Matching addresses. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        features: components["schemas"]["GeocodeFeature"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["InternalError"];
        };
    };
    getUser: {
        parameters: {
            query?: never;
            header: {
                /** @description The interface language (spec §7, §9; default fr). */
                "Accept-Language": components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["InternalError"];
        };
    };
    updateUser: {
        parameters: {
            query?: never;
            header: {
                /** @description The interface language (spec §7, §9; default fr). */
                "Accept-Language": components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    user: components["schemas"]["UserUpdate"];
                };
            };
        };
        responses: {
            /** @description The updated account. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["InternalError"];
        };
    };
    createUser: {
        parameters: {
            query?: never;
            header: {
                /** @description The interface language (spec §7, §9; default fr). */
                "Accept-Language": components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    user: {
                        /** Format: email */
                        email: string;
                        password: string;
                        tos_accepted: boolean;
                    };
                };
            };
        };
        responses: {
            /** @description The new account. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["InternalError"];
        };
    };
    deleteUser: {
        parameters: {
            query?: never;
            header: {
                /** @description The interface language (spec §7, §9; default fr). */
                "Accept-Language": components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["InternalError"];
        };
    };
    getUserById: {
        parameters: {
            query?: never;
            header: {
                /** @description The interface language (spec §7, §9; default fr). */
                "Accept-Language": components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user reference. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: components["schemas"]["UserReference"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["InternalError"];
        };
    };
    searchUsers: {
        parameters: {
            query: {
                email: string;
            };
            header: {
                /** @description The interface language (spec §7, §9; default fr). */
                "Accept-Language": components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Matching users. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        users: components["schemas"]["UserReference"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["InternalError"];
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header: {
                /** @description The interface language (spec §7, §9; default fr). */
                "Accept-Language": components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    user: {
                        current_password: string;
                        password: string;
                        password_confirmation: string;
                    };
                };
            };
        };
        responses: {
            /** @description Changed (the success body is not shown in the spec). */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["InternalError"];
        };
    };
    confirmSmsCode: {
        parameters: {
            query?: never;
            header: {
                /** @description The interface language (spec §7, §9; default fr). */
                "Accept-Language": components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    sms_code: {
                        code: string;
                    };
                };
            };
        };
        responses: {
            /** @description Confirmed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["InternalError"];
        };
    };
    requestSmsCode: {
        parameters: {
            query?: never;
            header: {
                /** @description The interface language (spec §7, §9; default fr). */
                "Accept-Language": components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    sms_code: {
                        cell_phone: string;
                    };
                };
            };
        };
        responses: {
            /** @description Sent. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["InternalError"];
        };
    };
    requestUserData: {
        parameters: {
            query?: never;
            header: {
                /** @description The interface language (spec §7, §9; default fr). */
                "Accept-Language": components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Requested. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["InternalError"];
        };
    };
    listUserDocuments: {
        parameters: {
            query?: never;
            header: {
                /** @description The interface language (spec §7, §9; default fr). */
                "Accept-Language": components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The documents. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        documents: components["schemas"]["UserDocument"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["InternalError"];
        };
    };
    uploadUserDocument: {
        parameters: {
            query?: never;
            header: {
                /** @description The interface language (spec §7, §9; default fr). */
                "Accept-Language": components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    "document[file]": string;
                    "document[document_type]": components["schemas"]["DocumentType"];
                };
            };
        };
        responses: {
            /** @description The stored document. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        document: components["schemas"]["UserDocument"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["InternalError"];
        };
    };
    uploadUserPhoto: {
        parameters: {
            query?: never;
            header: {
                /** @description The interface language (spec §7, §9; default fr). */
                "Accept-Language": components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    "photo[image]": string;
                };
            };
        };
        responses: {
            /** @description The stored photo. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        photo: components["schemas"]["UserPhoto"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["InternalError"];
        };
    };
    attachUserDocument: {
        parameters: {
            query?: never;
            header: {
                /** @description The interface language (spec §7, §9; default fr). */
                "Accept-Language": components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    additional_document: {
                        id: components["schemas"]["Id"];
                    };
                };
            };
        };
        responses: {
            /** @description Attached. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["InternalError"];
        };
    };
    acceptTermsVersion: {
        parameters: {
            query?: never;
            header: {
                /** @description The interface language (spec §7, §9; default fr). */
                "Accept-Language": components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    terms_and_conditions: {
                        version_id: components["schemas"]["Id"];
                    };
                };
            };
        };
        responses: {
            /** @description Accepted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["InternalError"];
        };
    };
    requestPasswordReset: {
        parameters: {
            query?: never;
            header: {
                /** @description The interface language (spec §7, §9; default fr). */
                "Accept-Language": components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                    /** @constant */
                    context: "frontoffice";
                };
            };
        };
        responses: {
            /** @description Sent. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["InternalError"];
        };
    };
    confirmPasswordReset: {
        parameters: {
            query?: never;
            header: {
                /** @description The interface language (spec §7, §9; default fr). */
                "Accept-Language": components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                    password_confirmation: string;
                    reset_password_token: string;
                };
            };
        };
        responses: {
            /** @description Changed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["InternalError"];
        };
    };
    createPaymentCard: {
        parameters: {
            query?: never;
            header: {
                /** @description The interface language (spec §7, §9; default fr). */
                "Accept-Language": components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    payment_card: {
                        stripe_token: string;
                    };
                };
            };
        };
        responses: {
            /** @description The card. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        payment_card: components["schemas"]["PaymentCard"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["InternalError"];
        };
    };
    createStripeSetupIntent: {
        parameters: {
            query?: never;
            header: {
                /** @description The interface language (spec §7, §9; default fr). */
                "Accept-Language": components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The setup intent. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        stripe_setup_intent: components["schemas"]["StripeSetupIntent"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["InternalError"];
        };
    };
    listStripeCards: {
        parameters: {
            query?: never;
            header: {
                /** @description The interface language (spec §7, §9; default fr). */
                "Accept-Language": components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cards. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        stripe_cards: components["schemas"]["PaymentCard"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["InternalError"];
        };
    };
    createStripeCard: {
        parameters: {
            query?: never;
            header: {
                /** @description The interface language (spec §7, §9; default fr). */
                "Accept-Language": components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    stripe_card: {
                        stripe_setup_intent_id: string;
                        stripe_payment_method_id: string;
                    };
                };
            };
        };
        responses: {
            /** @description The card. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        stripe_card: components["schemas"]["PaymentCard"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["InternalError"];
        };
    };
    postponeCardStep: {
        parameters: {
            query?: never;
            header: {
                /** @description The interface language (spec §7, §9; default fr). */
                "Accept-Language": components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The card step is behind the account. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["InternalError"];
        };
    };
    setDefaultStripeCard: {
        parameters: {
            query?: never;
            header: {
                /** @description The interface language (spec §7, §9; default fr). */
                "Accept-Language": components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The card's id at the card provider. */
                id: components["parameters"]["CardIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["InternalError"];
        };
    };
    deleteStripeCard: {
        parameters: {
            query?: never;
            header: {
                /** @description The interface language (spec §7, §9; default fr). */
                "Accept-Language": components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The card's id at the card provider. */
                id: components["parameters"]["CardIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["InternalError"];
        };
    };
    searchVehicles: {
        parameters: {
            query?: never;
            header: {
                /** @description The interface language (spec §7, §9; default fr). */
                "Accept-Language": components["parameters"]["AcceptLanguage"];
                /**
                 * @description Versioned Accept header, version 0.4 (spec §7). The spec shows neither the media type nor which call uses
                 *     which version: this contract uses `application/vnd.api.v0.4+json` on the vehicle and carpooling searches and
                 *     the vehicle details.
                 */
                Accept: components["parameters"]["AcceptV04"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    search: components["schemas"]["VehicleSearch"];
                };
            };
        };
        responses: {
            /** @description One page of results. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total: number;
                        results: components["schemas"]["SearchResult"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["InternalError"];
        };
    };
    getVehicle: {
        parameters: {
            query?: never;
            header: {
                /** @description The interface language (spec §7, §9; default fr). */
                "Accept-Language": components["parameters"]["AcceptLanguage"];
                /**
                 * @description Versioned Accept header, version 0.4 (spec §7). The spec shows neither the media type nor which call uses
                 *     which version: this contract uses `application/vnd.api.v0.4+json` on the vehicle and carpooling searches and
                 *     the vehicle details.
                 */
                Accept: components["parameters"]["AcceptV04"];
            };
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The vehicle. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        vehicle: components["schemas"]["Vehicle"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["InternalError"];
        };
    };
    searchCarpoolingRentals: {
        parameters: {
            query?: never;
            header: {
                /** @description The interface language (spec §7, §9; default fr). */
                "Accept-Language": components["parameters"]["AcceptLanguage"];
                /**
                 * @description Versioned Accept header, version 0.4 (spec §7). The spec shows neither the media type nor which call uses
                 *     which version: this contract uses `application/vnd.api.v0.4+json` on the vehicle and carpooling searches and
                 *     the vehicle details.
                 */
                Accept: components["parameters"]["AcceptV04"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    search: components["schemas"]["CarpoolingSearch"];
                    /** @default 1 */
                    page?: number;
                    /** @default 30 */
                    limit?: number;
                };
            };
        };
        responses: {
            /** @description The carpoolings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        carpoolings: components["schemas"]["CarpoolingResult"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["InternalError"];
        };
    };
    listUserRentals: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
                limit?: components["parameters"]["Limit"];
                /** @description Comma-separated statuses (style form, not exploded). */
                statuses?: components["schemas"]["RentalStatus"][];
                /** @description Comma-separated driver ids. */
                driver_ids?: components["schemas"]["Id"][];
                order?: "asc" | "desc";
            };
            header: {
                /** @description The interface language (spec §7, §9; default fr). */
                "Accept-Language": components["parameters"]["AcceptLanguage"];
                /**
                 * @description Versioned Accept header, version 0.3 (spec §7: "some use a versioned Accept header (v0.3 or v0.4)"). The spec
                 *     shows neither the media type nor which call uses which version: this contract uses
                 *     `application/vnd.api.v0.3+json` on the account's rental calls.
                 */
                Accept: components["parameters"]["AcceptV03"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of rentals. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RentalList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["InternalError"];
        };
    };
    createRental: {
        parameters: {
            query?: never;
            header: {
                /** @description The interface language (spec §7, §9; default fr). */
                "Accept-Language": components["parameters"]["AcceptLanguage"];
                /**
                 * @description Versioned Accept header, version 0.3 (spec §7: "some use a versioned Accept header (v0.3 or v0.4)"). The spec
                 *     shows neither the media type nor which call uses which version: this contract uses
                 *     `application/vnd.api.v0.3+json` on the account's rental calls.
                 */
                Accept: components["parameters"]["AcceptV03"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RentalCreate"];
            };
        };
        responses: {
            /** @description The rental. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RentalEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["InternalError"];
        };
    };
    listUserCarpoolingRentals: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
                limit?: components["parameters"]["Limit"];
                statuses?: components["schemas"]["RentalStatus"][];
            };
            header: {
                /** @description The interface language (spec §7, §9; default fr). */
                "Accept-Language": components["parameters"]["AcceptLanguage"];
                /**
                 * @description Versioned Accept header, version 0.3 (spec §7: "some use a versioned Accept header (v0.3 or v0.4)"). The spec
                 *     shows neither the media type nor which call uses which version: this contract uses
                 *     `application/vnd.api.v0.3+json` on the account's rental calls.
                 */
                Accept: components["parameters"]["AcceptV03"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of carpooling rentals. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RentalList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["InternalError"];
        };
    };
    getUserRental: {
        parameters: {
            query?: never;
            header: {
                /** @description The interface language (spec §7, §9; default fr). */
                "Accept-Language": components["parameters"]["AcceptLanguage"];
                /**
                 * @description Versioned Accept header, version 0.3 (spec §7: "some use a versioned Accept header (v0.3 or v0.4)"). The spec
                 *     shows neither the media type nor which call uses which version: this contract uses
                 *     `application/vnd.api.v0.3+json` on the account's rental calls.
                 */
                Accept: components["parameters"]["AcceptV03"];
            };
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The rental. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RentalEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["InternalError"];
        };
    };
    updateUserRental: {
        parameters: {
            query?: never;
            header: {
                /** @description The interface language (spec §7, §9; default fr). */
                "Accept-Language": components["parameters"]["AcceptLanguage"];
                /**
                 * @description Versioned Accept header, version 0.3 (spec §7: "some use a versioned Accept header (v0.3 or v0.4)"). The spec
                 *     shows neither the media type nor which call uses which version: this contract uses
                 *     `application/vnd.api.v0.3+json` on the account's rental calls.
                 */
                Accept: components["parameters"]["AcceptV03"];
            };
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RentalTimesUpdate"] | components["schemas"]["RentalGeotrackingUpdate"];
            };
        };
        responses: {
            /** @description The rental. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RentalEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["InternalError"];
        };
    };
    cancelUserRental: {
        parameters: {
            query?: never;
            header: {
                /** @description The interface language (spec §7, §9; default fr). */
                "Accept-Language": components["parameters"]["AcceptLanguage"];
                /**
                 * @description Versioned Accept header, version 0.3 (spec §7: "some use a versioned Accept header (v0.3 or v0.4)"). The spec
                 *     shows neither the media type nor which call uses which version: this contract uses
                 *     `application/vnd.api.v0.3+json` on the account's rental calls.
                 */
                Accept: components["parameters"]["AcceptV03"];
            };
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Cancelled. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["InternalError"];
        };
    };
    joinCarpoolingRental: {
        parameters: {
            query?: never;
            header: {
                /** @description The interface language (spec §7, §9; default fr). */
                "Accept-Language": components["parameters"]["AcceptLanguage"];
                /**
                 * @description Versioned Accept header, version 0.3 (spec §7: "some use a versioned Accept header (v0.3 or v0.4)"). The spec
                 *     shows neither the media type nor which call uses which version: this contract uses
                 *     `application/vnd.api.v0.3+json` on the account's rental calls.
                 */
                Accept: components["parameters"]["AcceptV03"];
            };
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The joined rental. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RentalEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["InternalError"];
        };
    };
    listRentalPassengers: {
        parameters: {
            query?: never;
            header: {
                /** @description The interface language (spec §7, §9; default fr). */
                "Accept-Language": components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The passengers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        passengers: components["schemas"]["Passenger"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["InternalError"];
        };
    };
    addRentalPassenger: {
        parameters: {
            query?: never;
            header: {
                /** @description The interface language (spec §7, §9; default fr). */
                "Accept-Language": components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    passenger: {
                        /** Format: email */
                        email: string;
                    };
                };
            };
        };
        responses: {
            /** @description The passenger. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        passenger: components["schemas"]["Passenger"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["InternalError"];
        };
    };
    confirmRentalPassenger: {
        parameters: {
            query?: never;
            header: {
                /** @description The interface language (spec §7, §9; default fr). */
                "Accept-Language": components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["IdPath"];
                passengerId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Confirmed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["InternalError"];
        };
    };
    removeRentalPassenger: {
        parameters: {
            query?: never;
            header: {
                /** @description The interface language (spec §7, §9; default fr). */
                "Accept-Language": components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["IdPath"];
                passengerId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["InternalError"];
        };
    };
    listVehicleDamages: {
        parameters: {
            query?: never;
            header: {
                /** @description The interface language (spec §7, §9; default fr). */
                "Accept-Language": components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The vehicle's known damages, the most recent first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        damages: components["schemas"]["VehicleDamage"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["InternalError"];
        };
    };
    uploadConditionPhoto: {
        parameters: {
            query?: never;
            header: {
                /** @description The interface language (spec §7, §9; default fr). */
                "Accept-Language": components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    "photo[image]": string;
                };
            };
        };
        responses: {
            /** @description The stored photo. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        condition_photo: components["schemas"]["ConditionPhoto"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["InternalError"];
        };
    };
    listConditionReports: {
        parameters: {
            query?: never;
            header: {
                /** @description The interface language (spec §7, §9; default fr). */
                "Accept-Language": components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The booking's reports, oldest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        condition_reports: components["schemas"]["ConditionReport"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["InternalError"];
        };
    };
    createConditionReport: {
        parameters: {
            query?: never;
            header: {
                /** @description The interface language (spec §7, §9; default fr). */
                "Accept-Language": components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConditionReportCreate"];
            };
        };
        responses: {
            /** @description A report with this client_id already exists on this booking: that report, unchanged. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConditionReportEnvelope"];
                };
            };
            /** @description The new report. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConditionReportEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["InternalError"];
        };
    };
}
