import { describe, expect, it } from 'vitest';
import {
  accountStatus,
  isRegistrationComplete,
  isRegistrationStep,
  isWorkflowStep,
  REGISTRATION_STEPS,
  showsEndRegistration,
  SIGNUP_FORM_STEPS,
  toRegistrationStep,
  toWorkflowStep,
  WORKFLOW_STEPS,
} from './steps.ts';
import { completedSignupSteps, signupStepToShow, visibleSignupSteps } from './signupSteps.ts';

describe('registration steps (spec §4)', () => {
  it.each([
    ['driver_on_login_form', 'registration'],
    ['driver_on_personal_informations_form', 'personalDetails'],
    ['driver_on_sms_form', 'phoneNumber'],
    ['driver_on_licence_form', 'licenseDetails'],
    ['driver_on_documents_licence_form', 'driverLicense'],
    ['driver_on_documents_identity_form', 'idDocument'],
    ['driver_on_documents_selfie_form', 'selfieDocument'],
    ['driver_on_documents_other_form', 'otherDocument'],
    ['driver_on_card_form', 'creditCard'],
    ['driver_waiting_for_validation', 'pendingValidation'],
    ['driver_blocked', 'blocked'],
    ['driver_ok', 'complete'],
  ] as const)('§4 workflow_next_step %s ↔ client step %s', (server, client) => {
    expect(toRegistrationStep(server)).toBe(client);
    expect(toWorkflowStep(client)).toBe(server);
  });

  it('§4 the client order has every server step but blocked', () => {
    expect(REGISTRATION_STEPS).toHaveLength(WORKFLOW_STEPS.length - 1);
    expect(WORKFLOW_STEPS.map(toRegistrationStep).filter((s) => s !== 'blocked')).toEqual([...REGISTRATION_STEPS]);
  });

  it.each([
    ['driver_ok', true, false],
    ['registration', false, true],
    ['blocked', false, true],
    ['driver_nope', false, false],
    [7, false, false],
  ])('type guards: %j is a server step %s, a client step %s', (value, server, client) => {
    expect(isWorkflowStep(value)).toBe(server);
    expect(isRegistrationStep(value)).toBe(client);
  });

  it.each([
    ['D31: a missing list is the registration step alone', undefined, ['registration']],
    ['D31: an empty list is the registration step alone', [], ['registration']],
    ['D31: the registration step shows even when not listed', ['credit_card', 'phone_number'], ['registration', 'phoneNumber', 'creditCard']],
    ['every step, in the client order', [...SIGNUP_FORM_STEPS].reverse(), [...SIGNUP_FORM_STEPS]],
    ['client names, out of order', ['personalDetails', 'registration'], ['registration', 'personalDetails']],
    [
      'snake_case client names of the contract',
      ['registration', 'personal_details', 'id_document', 'credit_card'],
      ['registration', 'personalDetails', 'idDocument', 'creditCard'],
    ],
    [
      'server names',
      ['driver_on_login_form', 'driver_on_sms_form', 'driver_on_card_form'],
      ['registration', 'phoneNumber', 'creditCard'],
    ],
    ['unknown names ignored; non-form steps not in the stepper', ['registration', 'nope', 'complete'], ['registration']],
  ] as const)('§2 tenant steps: %s', (_, list, expected) => {
    expect(visibleSignupSteps(list)).toEqual(expected);
  });

  const visible = visibleSignupSteps(['registration', 'personalDetails', 'phoneNumber', 'creditCard']);
  it.each([
    ['registration', []],
    ['phoneNumber', ['registration', 'personalDetails']],
    ['creditCard', ['registration', 'personalDetails', 'phoneNumber']],
    ['pendingValidation', ['registration', 'personalDetails', 'phoneNumber', 'creditCard']],
    ['blocked', []],
  ] as const)('§2 completed steps when the current step is %s', (current, expected) => {
    expect(completedSignupSteps(visible, current)).toEqual(expected);
  });

  it.each([
    [undefined, 'registration'],
    ['driver_on_sms_form', 'phoneNumber'],
    ['driver_on_licence_form', 'creditCard'],
    ['driver_waiting_for_validation', 'pendingValidation'],
    ['driver_ok', 'complete'],
    ['driver_blocked', 'blocked'],
  ] as const)('§2 server step %s shows step %s when the tenant hides licence and documents', (server, shown) => {
    expect(signupStepToShow(server, visible)).toBe(shown);
  });

  it('§2 a server step after the last shown step lands on pending validation', () => {
    expect(signupStepToShow('driver_on_card_form', ['registration'])).toBe('pendingValidation');
  });

  it.each([
    [{ validated: true, workflow_next_step: 'driver_ok' }, 'verified'],
    [{ validated: true, workflow_next_step: 'driver_waiting_for_validation' }, 'verified'],
    [{ validated: false, workflow_next_step: 'driver_waiting_for_validation' }, 'pending_validation'],
    [{ validated: null, workflow_next_step: 'driver_waiting_for_validation' }, 'pending_validation'],
    [{ validated: false, workflow_next_step: 'driver_on_sms_form' }, 'incomplete'],
    [{ validated: false, workflow_next_step: 'driver_ok' }, 'incomplete'],
    [{}, 'incomplete'],
  ])('§4 account %j has status %s', (account, status) => {
    expect(accountStatus(account)).toBe(status);
  });

  it.each([
    [true, 'driver_on_sms_form', true],
    [true, 'driver_blocked', true],
    [true, undefined, true],
    [true, 'driver_waiting_for_validation', false],
    [true, 'driver_ok', false],
    [false, 'driver_on_sms_form', false],
  ] as const)('§2 menu: registration %s, step %s → end registration %s', (use_registration, step, expected) => {
    expect(showsEndRegistration({ use_registration }, step)).toBe(expected);
  });

  it.each([
    ['driver_ok', true],
    ['driver_waiting_for_validation', false],
    [null, false],
  ] as const)('§2 step %s is complete: %s', (step, expected) => {
    expect(isRegistrationComplete(step)).toBe(expected);
  });
});
