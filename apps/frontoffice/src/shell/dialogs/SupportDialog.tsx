import { useTenant } from '@frontoffice/api-client';
import { formatPhone, phoneRegion } from '@frontoffice/domain';
import { Link } from '@frontoffice/ui/Link';
import { Modal } from '@frontoffice/ui/Modal';
import { useIntl } from 'react-intl';

/** The operator's contact details (spec §1 support button), the phone formatted nationally (spec §9, D18). */
export default function SupportDialog({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const tenant = useTenant();
  return (
    <Modal
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={intl.formatMessage({ id: 'app.Support.title' }, { operator: tenant.human_name })}
      closeLabel={intl.formatMessage({ id: 'common.close' })}
      size="sm"
    >
      <p>{intl.formatMessage({ id: 'app.Support.body' })}</p>
      <ul>
        {tenant.contact_phone && (
          <li>
            {intl.formatMessage({ id: 'app.Support.phone' })}{' '}
            <Link href={`tel:${tenant.contact_phone.replace(/[^\d+]/g, '')}`} variant="standalone">
              {formatPhone(tenant.contact_phone, phoneRegion(tenant))}
            </Link>
          </li>
        )}
        {tenant.contact_email && (
          <li>
            {intl.formatMessage({ id: 'app.Support.email' })}{' '}
            <Link href={`mailto:${tenant.contact_email}`} variant="standalone">
              {tenant.contact_email}
            </Link>
          </li>
        )}
      </ul>
    </Modal>
  );
}
