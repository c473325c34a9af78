/**
 * Whether a visitor is offered to sign up (issue 31 defect 15): one rule for every place that offers it, the landing's
 * signup button, /login's signup link, the guest drawer menu and the guest sign-in dialog (spec §2, §6, D6).
 *
 * The specification gives two conditions: §2's /login shows the signup link "only when registration and auto-register
 * are on"; §6 and D6 offer sign-up in the guest menu "if registration is enabled"; the landing's signup button has no
 * condition of its own. They are one offer (create an account yourself), so they follow one rule, and the rule is the
 * stricter reading, registration and auto-register:
 * - `use_registration` makes the signup flow exist (the /signup route, spec §2): it is also where the root sends a
 *   member whose registration is not complete, to finish their steps, so it is on for tenants whose operator creates
 *   the accounts too (campus);
 * - `use_auto_register` is whether drivers may create their account themselves, which is what a sign-up offer to a
 *   visitor (who has no account) leads to.
 * §6's "if registration is enabled" names the necessary condition; §2 names both, and offering account creation to a
 * visitor on a tenant that does not let drivers register themselves would lead them to a flow the operator does not
 * run. Registration alone still gives members the end-registration entry of the drawer (spec §2).
 */
import { usesFeature, type FeatureTenant } from '../tenant/features.ts';

/** The tenant settings the sign-up offer reads. */
export type SignupOfferTenant = Partial<Pick<FeatureTenant, 'use_registration' | 'use_auto_register'>>;

/** Whether a visitor is offered to sign up: registration and auto-register on (spec §2 /login, §6, D6; see above). */
export function offersSignup(tenant: SignupOfferTenant): boolean {
  return usesFeature(tenant, 'registration') && usesFeature(tenant, 'auto-register');
}
