import { describe, expect, it } from 'vitest';
import { accountDocumentGroups } from './accountDocuments.ts';
import { canSkipCardStep, usesTerms } from './documents.ts';
import { isUploadStepComplete, requiredUploads } from './uploads.ts';

describe('upload steps (spec §4)', () => {
  it.each([
    ['driverLicense', [{ kind: 'licence_front' }, { kind: 'licence_back' }]],
    ['idDocument', [{ kind: 'identity_front' }, { kind: 'identity_back' }]],
    ['selfieDocument', [{ kind: 'selfie' }]],
  ] as const)('§4 %s needs %j', (step, expected) => {
    expect(requiredUploads(step)).toEqual(expected);
  });

  it('§4 the other-documents step needs one file per additional document', () => {
    expect(requiredUploads('otherDocument', [{ id: 3 }, { id: 5 }])).toEqual([
      { kind: 'other', additionalDocumentId: 3 },
      { kind: 'other', additionalDocumentId: 5 },
    ]);
  });

  it.each([
    ['licence front only', 'driverLicense', [{ kind: 'licence_front' }], false],
    ['licence front and back', 'driverLicense', [{ kind: 'licence_back' }, { kind: 'licence_front' }], true],
    ['identity with a licence file', 'idDocument', [{ kind: 'identity_front' }, { kind: 'licence_back' }], false],
    ['selfie', 'selfieDocument', [{ kind: 'selfie' }], true],
    ['one of two extra documents', 'otherDocument', [{ kind: 'other', additionalDocumentId: 3 }], false],
    ['both extra documents (ids as text)', 'otherDocument', [{ kind: 'other', additionalDocumentId: '3' }, { kind: 'other', additionalDocumentId: 5 }], true],
  ] as const)('§4 Next with %s: %s', (_, step, uploaded, expected) => {
    expect(isUploadStepComplete(step, uploaded, [{ id: 3 }, { id: 5 }])).toBe(expected);
  });

  it('§4 an other-documents step without additional documents is complete', () => {
    expect(isUploadStepComplete('otherDocument', [])).toBe(true);
  });

  it.each([
    [true, false],
    [false, true],
    [null, true],
  ])('D15 required card %s → skippable %s', (use_required_payment_card, expected) => {
    expect(canSkipCardStep({ use_required_payment_card })).toBe(expected);
  });

  it.each([
    [true, true],
    [false, false],
    [undefined, false],
  ])('D16 terms switch %s → terms shown %s', (use_terms_and_conditions, expected) => {
    expect(usesTerms({ use_terms_and_conditions })).toBe(expected);
  });
});

describe('account details documents (spec §2 account/details, §4)', () => {
  it('§2 every upload step of the flow: licence, identity with the selfie, then one slot per extra document', () => {
    const tenant = { registration_steps: ['registration', 'driver_license', 'id_document', 'selfie_document', 'other_document'] };
    expect(accountDocumentGroups(tenant, [{ id: 3 }, { id: 5 }])).toEqual([
      { group: 'licence', uploads: [{ kind: 'licence_front' }, { kind: 'licence_back' }] },
      { group: 'identity', uploads: [{ kind: 'identity_front' }, { kind: 'identity_back' }, { kind: 'selfie' }] },
      { group: 'other', uploads: [{ kind: 'other', additionalDocumentId: 3 }, { kind: 'other', additionalDocumentId: 5 }] },
    ]);
  });

  it('§2 only the documents the tenant asks for at signup (cityshare: the licence only)', () => {
    const tenant = { registration_steps: ['registration', 'personal_details', 'phone_number', 'driver_license', 'credit_card'] };
    expect(accountDocumentGroups(tenant, [{ id: 3 }])).toEqual([{ group: 'licence', uploads: [{ kind: 'licence_front' }, { kind: 'licence_back' }] }]);
  });

  it('§2 a selfie without the identity step still makes an identity group', () => {
    expect(accountDocumentGroups({ registration_steps: ['registration', 'selfie_document'] })).toEqual([
      { group: 'identity', uploads: [{ kind: 'selfie' }] },
    ]);
  });

  it('§2 no document step (fleetco), or an extra-documents step without additional documents: no group', () => {
    expect(accountDocumentGroups({ registration_steps: ['registration', 'personal_details', 'license_details'] }, [{ id: 3 }])).toEqual([]);
    expect(accountDocumentGroups({ registration_steps: ['registration', 'other_document'] }, [])).toEqual([]);
  });
});
