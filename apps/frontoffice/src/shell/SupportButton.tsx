import { useTenant } from '@frontoffice/api-client';
import { IconButton } from '@frontoffice/ui/IconButton';
import { Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { lazyWithLocale } from '../intl/lazyWithLocale.tsx';

// The dialog formats the phone number with libphonenumber-js: loaded when opened, so no page pays for it up front.
const SupportDialog = lazyWithLocale(() => import('./dialogs/SupportDialog.tsx'));

function SupportIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <circle cx="12" cy="12" r="9" />
      <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6" strokeLinecap="round" />
      <circle cx="12" cy="17" r="0.6" fill="currentColor" />
    </svg>
  );
}

/** The support button: the operator's phone and e-mail (spec §1), shown when the tenant gives either. */
export function SupportButton() {
  const intl = useIntl();
  const tenant = useTenant();
  const [open, setOpen] = useState(false);
  if (!tenant.contact_phone && !tenant.contact_email) return null;
  return (
    <>
      <IconButton icon={<SupportIcon />} label={intl.formatMessage({ id: 'app.Support.open' })} onPress={() => setOpen(true)} />
      {open && (
        <Suspense fallback={null}>
          <SupportDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
