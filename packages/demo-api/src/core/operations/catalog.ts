// Tenant settings, tenant-defined lists and contents, stations, the card key and address suggestions.
import { type Context, type Handler, member } from '../context.ts';
import { ApiError } from '../rules.ts';

/** The content language: the request's when the tenant is multilingual, else the tenant's (spec §1). */
function contentLanguage(ctx: Context): 'fr' | 'en' {
  return ctx.state.tenant.use_multi_language ? ctx.lang : (ctx.state.tenant.language ?? 'fr');
}

/** GET /tenant: tenant settings. */
export const getTenant: Handler = (ctx) => ({ status: 200, body: { tenant: ctx.state.tenant } });

/** GET /registration_flows: registration flows. */
export const listRegistrationFlows: Handler = (ctx) => ({ status: 200, body: { registration_flows: ctx.state.registrationFlows } });

/** GET /additional_documents: tenant-defined extra documents. */
export const listAdditionalDocuments: Handler = (ctx) => {
  // spec §3, §7: the texts come in the Accept-Language language.
  const lang = ctx.lang;
  return {
    status: 200,
    body: {
      additional_documents: ctx.state.additionalDocuments.map((d) => ({ id: d.id, name: d.name, title: d.title[lang], description: d.description[lang] })),
    },
  };
};

/** GET /rental_labels: rental labels. */
export const listRentalLabels: Handler = (ctx) => ({ status: 200, body: { rental_labels: ctx.state.tenant.use_labels ? ctx.state.rentalLabels : [] } });

/** GET /categories: vehicle categories. */
export const listCategories: Handler = (ctx) => ({ status: 200, body: { categories: ctx.state.tenant.use_categories ? ctx.state.categories : [] } });

/** GET /custom_contents: tenant custom content of one type. */
export const listCustomContents: Handler = (ctx) => {
  const entries = ctx.state.contents[String(ctx.query.type)];
  return { status: 200, body: { custom_contents: entries ? entries[contentLanguage(ctx)] : [] } };
};

/** GET /terms_and_conditions_versions: terms and conditions versions. */
export const listTermsVersions: Handler = (ctx) => {
  // decision D16: with terms off there is nothing to accept.
  if (!ctx.state.tenant.use_terms_and_conditions) return { status: 200, body: { terms_and_conditions_versions: [] } };
  const lang = contentLanguage(ctx);
  const versions = ctx.query.current === true ? ctx.state.terms.filter((v) => v.current) : ctx.state.terms;
  return { status: 200, body: { terms_and_conditions_versions: versions.map((v) => ({ id: v.id, content: v.content[lang] })) } };
};

/** GET /stations: stations. */
export const listStations: Handler = (ctx) => ({ status: 200, body: { stations: ctx.state.stations } });

/** GET /stations/{id}: one station. */
export const getStation: Handler = (ctx) => {
  const station = ctx.state.stationsById.get(ctx.params.id as number);
  if (!station) throw new ApiError(404, 'NOT_FOUND', 'No such station.');
  return { status: 200, body: { station } };
};

/** GET /stripe_key: the card provider's publishable key. */
export const getStripeKey: Handler = (ctx) => {
  member(ctx);
  if (!ctx.state.tenant.use_payments) throw new ApiError(404, 'NOT_FOUND', 'This operator does not take payments.');
  return { status: 200, body: { stripe_key: { public: `pk_test_demo_${ctx.state.tenantId}_${ctx.state.tenant.id}` } } };
};

function fold(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

/** GET /geocode: address suggestions (demo). */
export const geocode: Handler = (ctx) => {
  const words = fold(String(ctx.query.q)).split(/[\s,]+/).filter(Boolean);
  const country = typeof ctx.query.country === 'string' ? ctx.query.country.toUpperCase() : null;
  // The fixtures hold addresses of the tenant's country only: another country has no suggestion (spec §2).
  if (country && country !== ctx.state.tenant.iso3166) return { status: 200, body: { features: [] } };
  const features = ctx.state.places.filter((p) => {
    const haystack = fold(`${p.label} ${p.formatted_address}`);
    return words.every((w) => haystack.includes(w));
  });
  return { status: 200, body: { features: features.slice(0, 8) } };
};
