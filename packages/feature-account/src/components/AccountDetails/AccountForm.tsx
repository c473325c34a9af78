import type { User } from '@frontoffice/api-client';
import { DRIVER_FIELDS } from '@frontoffice/domain';
import { lazy, Suspense, useState } from 'react';
import { Card } from '@frontoffice/ui/Card';
import { ProfileForm } from '../ProfileForm/ProfileForm.tsx';
import { AccountPhoto } from './AccountPhoto.tsx';

// Opened only while a phone change waits for its code.
const PhoneChangeDialog = lazy(() => import('../PhoneChangeDialog/PhoneChangeDialog.tsx').then((module) => ({ default: module.PhoneChangeDialog })));

/** The account's saved driver fields in one string: a form showing other values is filled again from the account. */
function savedSignature(user: User): string {
  return JSON.stringify(DRIVER_FIELDS.map((field) => user[field] ?? null));
}

/**
 * The account page's form: the photo's upload slot, then the driver's fields (`ProfileForm`), and the phone change
 * that may follow its submit. A chunk of its own, loaded after the page's header is drawn (issue 32): with the fields'
 * code (dates, phone numbers, the country list) and the upload slot's, it is most of the page's code.
 */
export function AccountForm({ user }: { user: User }) {
  // A new key fills the form again from the reloaded account: after a save, a confirmed or discarded phone, and
  // whenever the saved fields change.
  const [formKey, setFormKey] = useState(0);
  const [requested, setRequested] = useState<string | null>(null);
  const [putOff, setPutOff] = useState(false);
  const pending = requested ?? user.new_cell_phone ?? null;
  const refill = () => setFormKey((key) => key + 1);
  return (
    <>
      {/* Apart from the form, which is drawn again after a save (its key): a photo just sent keeps its thumbnail. */}
      <Card>
        <AccountPhoto />
      </Card>
      <ProfileForm
        key={`${formKey}:${savedSignature(user)}`}
        user={user}
        onSaved={refill}
        onPhoneCodeSent={(number) => {
          setRequested(number);
          setPutOff(false);
        }}
      />
      {pending && !putOff && (
        <Suspense fallback={null}>
          <PhoneChangeDialog
            newPhoneNumber={pending}
            currentPhoneNumber={user.cell_phone ?? null}
            onClose={(outcome) => {
              setRequested(null);
              setPutOff(outcome === 'later');
              if (outcome !== 'later') refill();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
