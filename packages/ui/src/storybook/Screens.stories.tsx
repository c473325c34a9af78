import { CalendarDateTime } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect } from 'storybook/test';
import { Avatar } from '../components/Avatar/Avatar.tsx';
import { Badge } from '../components/Badge/Badge.tsx';
import { Button } from '../components/Button/Button.tsx';
import { Card } from '../components/Card/Card.tsx';
import { Checkbox } from '../components/Checkbox/Checkbox.tsx';
import { ChipGroup, type ChipItem } from '../components/Chip/Chip.tsx';
import { CodeInput } from '../components/CodeInput/CodeInput.tsx';
import { ComboBox } from '../components/ComboBox/ComboBox.tsx';
import { DateTimePicker } from '../components/DateTimePicker/DateTimePicker.tsx';
import { EmptyState } from '../components/EmptyState/EmptyState.tsx';
import { FileUpload } from '../components/FileUpload/FileUpload.tsx';
import { MultiSelect } from '../components/MultiSelect/MultiSelect.tsx';
import { Pagination } from '../components/Pagination/Pagination.tsx';
import { PasswordField } from '../components/PasswordField/PasswordField.tsx';
import { Price } from '../components/Price/Price.tsx';
import { RadioGroup, Radio } from '../components/RadioGroup/RadioGroup.tsx';
import { Select } from '../components/Select/Select.tsx';
import { Skeleton } from '../components/Skeleton/Skeleton.tsx';
import { Stepper } from '../components/Stepper/Stepper.tsx';
import { Switch } from '../components/Switch/Switch.tsx';
import { Tabs } from '../components/Tabs/Tabs.tsx';
import { TextField } from '../components/TextField/TextField.tsx';
import { CalendarIcon, SearchCarIcon } from './galleryIcons.tsx';
import * as s from './Screens.css.ts';
import { StoryAppFrame } from './StoryFrame.tsx';
import { useStoryText } from './StoryLocale.tsx';
import { vars } from '../theme/contract.css.ts';

function Frame({ children, sidebar }: { children: ReactNode; sidebar?: ReactNode }) {
  return (
    <StoryAppFrame sidebar={sidebar} headerEnd={<Avatar name="Camille Tremblay" size="sm" />}>
      {children}
    </StoryAppFrame>
  );
}

const vehicles = [
  { id: 'zoe', name: 'Renault Zoe', year: 2023, category: { fr: 'Citadine électrique', en: 'Electric city car' }, station: 'Berri-UQAM', distance: '350 m', charge: 82, price: 2450, before: 3200 },
  { id: 'e208', name: 'Peugeot e-208', year: 2024, category: { fr: 'Compacte électrique', en: 'Electric compact' }, station: 'Mont-Royal', distance: '1,2 km', charge: 64, price: 2890, before: null },
];

function SearchScreen() {
  const t = useStoryText();
  const [chips, setChips] = useState<ChipItem[]>([
    { id: 'electric', label: t('Électrique', 'Electric') },
    { id: 'seats', label: t('4 places ou plus', '4 seats or more') },
  ]);
  return (
    <Frame>
      <div className={s.stack}>
        <div>
          <h1 className={s.pageTitle}>{t('Trouver un véhicule', 'Find a vehicle')}</h1>
          <p className={s.lead}>{t('Réservez en quelques minutes, 24 h sur 24.', 'Book in minutes, around the clock.')}</p>
        </div>
        <Card padding="lg">
          <div className={s.searchGrid}>
            <ComboBox
              className={s.full}
              label={t('Station de départ', 'Start station')}
              placeholder={t('Rechercher une station', 'Search a station')}
              defaultInputValue="Berri-UQAM"
              loadOptions={async () => []}
            />
            <DateTimePicker
              label={t('Départ', 'Departure')}
              dateLabel={t('Date', 'Date')}
              timeLabel={t('Heure', 'Time')}
              defaultValue={new CalendarDateTime(2026, 11, 24, 9, 0)}
              minValue={new CalendarDateTime(2026, 11, 22, 3, 0)}
            />
            <DateTimePicker
              label={t('Retour', 'Return')}
              dateLabel={t('Date', 'Date')}
              timeLabel={t('Heure', 'Time')}
              defaultValue={new CalendarDateTime(2026, 11, 24, 18, 0)}
              minValue={new CalendarDateTime(2026, 11, 22, 3, 0)}
            />
            <MultiSelect
              label={t('Catégories', 'Categories')}
              placeholder={t('Toutes les catégories', 'All categories')}
              items={[
                { id: 'city', label: t('Citadine', 'City car') },
                { id: 'suv', label: 'SUV' },
                { id: 'van', label: t('Utilitaire', 'Van') },
              ]}
            />
            <Select
              label={t('Places', 'Seats')}
              defaultValue="4"
              items={[
                { id: 'all', label: t('Toutes', 'All') },
                { id: '4', label: t('4 places ou plus', '4 seats or more') },
                { id: '7', label: t('7 places ou plus', '7 seats or more') },
              ]}
            />
            <Switch className={s.full}>{t('Covoiturage : proposer des places', 'Carpooling: offer seats')}</Switch>
            <div className={s.full}>
              <Button fullWidth size="lg" icon={<SearchCarIcon />}>
                {t('Rechercher', 'Search')}
              </Button>
            </div>
          </div>
        </Card>
        <div className={s.resultsHeader}>
          <h2 className={s.sectionTitle}>{t('12 véhicules disponibles', '12 vehicles available')}</h2>
          <ChipGroup
            label={t('Filtres actifs', 'Active filters')}
            items={chips}
            onRemove={(ids) => setChips((current) => current.filter((chip) => !ids.has(chip.id)))}
          />
        </div>
        <div className={s.results}>
          {vehicles.map((vehicle, index) => (
            <Card key={vehicle.id} as="article" padding="none" isHighlighted={index === 0}>
              <div className={s.vehicleMedia} aria-hidden="true">
                <SearchCarIcon size={64} strokeWidth={1.25} />
              </div>
              <div className={s.vehicleBody}>
                <div className={s.vehicleTop}>
                  <div>
                    <h3 className={s.vehicleName}>
                      {vehicle.name} · {vehicle.year}
                    </h3>
                    <p className={s.meta}>
                      {t(vehicle.category.fr, vehicle.category.en)} · {vehicle.station} · {vehicle.distance}
                    </p>
                  </div>
                  <Badge tone="success">{t(`${vehicle.charge} %`, `${vehicle.charge}%`)}</Badge>
                </div>
                <div className={s.specs}>
                  <Badge tone="neutral">{t('5 portes', '5 doors')}</Badge>
                  <Badge tone="neutral">{t('4 places', '4 seats')}</Badge>
                  <Badge tone="neutral">{t('Automatique', 'Automatic')}</Badge>
                </div>
                <div className={s.vehicleFooter}>
                  <Price amountCents={vehicle.price} preDiscountCents={vehicle.before} currency="CAD" preDiscountLabel={t('au lieu de', 'instead of')} />
                  <Button size="sm">{t('Réserver', 'Book')}</Button>
                </div>
              </div>
            </Card>
          ))}
        </div>
        <Pagination
          page={2}
          pageCount={12}
          onPageChange={() => undefined}
          label={t('Pages', 'Pages')}
          previousLabel={t('Page précédente', 'Previous page')}
          nextLabel={t('Page suivante', 'Next page')}
          pageLabel={(n) => `Page ${n}`}
          formatStatus={(n, total) => t(`Page ${n} sur ${total}`, `Page ${n} of ${total}`)}
        />
      </div>
    </Frame>
  );
}

function SignupScreen() {
  const t = useStoryText();
  const steps = [
    { id: 'registration', label: t('Inscription', 'Registration') },
    { id: 'personalDetails', label: t('Informations personnelles', 'Personal details') },
    { id: 'phoneNumber', label: t('Téléphone', 'Phone number') },
    { id: 'driverLicense', label: t('Permis de conduire', 'Driving licence') },
    { id: 'idDocument', label: t("Pièce d'identité", 'Identity document') },
    { id: 'creditCard', label: t('Carte de paiement', 'Payment card') },
  ];
  const uploadLabels = {
    chooseLabel: t('Choisir un fichier', 'Choose a file'),
    replaceLabel: t('Remplacer', 'Replace'),
    retryLabel: t('Réessayer', 'Try again'),
    uploadingLabel: t('Envoi en cours', 'Uploading'),
    completedLabel: t('Envoyé', 'Sent'),
    description: t('PNG, JPEG ou PDF, 10 Mo au plus', 'PNG, JPEG or PDF, 10 MB at most'),
    onSelect: () => undefined,
  };
  return (
    <Frame
      sidebar={
        <Stepper
          label={t('Étapes de création du compte', 'Account creation steps')}
          steps={steps}
          currentStepId="driverLicense"
          formatCount={(n, total) => t(`Étape ${n} sur ${total}`, `Step ${n} of ${total}`)}
          completedLabel={t('terminée', 'completed')}
        />
      }
    >
      <div className={s.stack}>
        <div>
          <h1 className={s.pageTitle}>{t('Votre permis de conduire', 'Your driving licence')}</h1>
          <p className={s.lead}>
            {t('Photographiez les deux faces ; un agent les vérifie sous 72 heures.', 'Photograph both sides; an agent checks them within 72 hours.')}
          </p>
        </div>
        <div className={s.uploads}>
          <FileUpload {...uploadLabels} label={t('Recto', 'Front')} status="completed" fileName="permis-recto.jpg" />
          <FileUpload {...uploadLabels} label={t('Verso', 'Back')} status="uploading" progress={64} fileName="permis-verso.jpg" />
          <FileUpload {...uploadLabels} label={t('Justificatif de domicile', 'Proof of address')} status="idle" />
        </div>
        <div className={s.actions}>
          <Button variant="ghost">{t('Précédent', 'Back')}</Button>
          <Button isDisabled>{t('Suivant', 'Next')}</Button>
        </div>
      </div>
    </Frame>
  );
}

function ComponentGallery() {
  const t = useStoryText();
  return (
    <div className={s.stack} style={{ maxWidth: 1120, margin: '0 auto' }}>
      <div>
        <h1 className={s.pageTitle}>{t('Composants', 'Components')}</h1>
        <p className={s.lead}>{t('Chaque écran du produit est construit avec ces éléments.', 'Every screen of the product is built from these parts.')}</p>
      </div>
      <div className={s.galleryGrid}>
        <Card headingLevel={2} title={t('Actions', 'Actions')}>
          <div className={s.row}>
            <Button>{t('Réserver', 'Book')}</Button>
            <Button variant="secondary">{t('Annuler', 'Cancel')}</Button>
            <Button variant="outline">{t('Modifier', 'Edit')}</Button>
            <Button variant="ghost">{t('Plus tard', 'Later')}</Button>
            <Button variant="danger">{t('Supprimer', 'Delete')}</Button>
            <Button isPending>{t('Envoi', 'Sending')}</Button>
            <Button isDisabled>{t('Suivant', 'Next')}</Button>
          </div>
        </Card>
        <Card headingLevel={2} title={t('Statuts', 'Statuses')}>
          <div className={s.row}>
            <Badge status="verified">{t('Vérifié', 'Verified')}</Badge>
            <Badge status="pending_validation">{t('En attente de validation', 'Pending validation')}</Badge>
            <Badge status="incomplete">{t('Incomplet', 'Incomplete')}</Badge>
            <Badge tone="info">{t('Horaires ajustés', 'Adjusted times')}</Badge>
            <Badge tone="brand">{t('Covoiturage', 'Carpooling')}</Badge>
          </div>
          <div className={s.row}>
            <Avatar name="Camille Tremblay" />
            <Avatar name="Ada Lovelace" size="lg" />
            <Price amountCents={2450} preDiscountCents={3200} currency="EUR" size="lg" preDiscountLabel={t('au lieu de', 'instead of')} />
          </div>
        </Card>
        <Card headingLevel={2} title={t('Connexion', 'Sign in')}>
          <TextField label={t('Adresse e-mail', 'Email address')} type="email" defaultValue="camille@exemple.fr" />
          <PasswordField
            label={t('Mot de passe', 'Password')}
            showLabel={t('Afficher le mot de passe', 'Show password')}
            hideLabel={t('Masquer le mot de passe', 'Hide password')}
            isInvalid
            defaultValue="abc"
            errorMessage={t('8 caractères au minimum.', 'At least 8 characters.')}
          />
          <Checkbox defaultSelected>{t('Rester connecté', 'Keep me signed in')}</Checkbox>
        </Card>
        <Card headingLevel={2} title={t('Code reçu par SMS', 'Code received by SMS')}>
          <CodeInput
            label={t('Saisissez les 6 chiffres', 'Enter the 6 digits')}
            digitLabel={(n, total) => t(`Chiffre ${n} sur ${total}`, `Digit ${n} of ${total}`)}
            onComplete={() => undefined}
            description={t('Envoyé au 06 12 34 56 78', 'Sent to 06 12 34 56 78')}
          />
          <RadioGroup label={t('Boîte de vitesses', 'Gearbox')} defaultValue="automatic" orientation="horizontal">
            <Radio value="manual">{t('Manuelle', 'Manual')}</Radio>
            <Radio value="automatic">{t('Automatique', 'Automatic')}</Radio>
          </RadioGroup>
        </Card>
        <Card headingLevel={2} title={t('Mes réservations', 'My bookings')}>
          <Tabs
            label={t('Mes réservations', 'My bookings')}
            items={[
              {
                id: 'upcoming',
                label: t('À venir', 'Upcoming'),
                content: (
                  <EmptyState
                    headingLevel={3}
                    icon={<CalendarIcon size={28} />}
                    title={t('Aucune réservation à venir', 'No upcoming booking')}
                    description={t('Trouvez un véhicule près de chez vous.', 'Find a vehicle near you.')}
                    action={<Button size="sm">{t('Rechercher', 'Search')}</Button>}
                  />
                ),
              },
              { id: 'past', label: t('Passées', 'Past'), content: <Skeleton lines={3} /> },
            ]}
          />
        </Card>
        <Card headingLevel={2} title={t('Chargement', 'Loading')}>
          <div aria-busy="true" className={s.stack}>
            <div className={s.row}>
              <Skeleton shape="circle" width={44} height={44} />
              <div style={{ flex: 1 }}>
                <Skeleton lines={2} height={14} />
              </div>
            </div>
            <Skeleton height={96} />
          </div>
        </Card>
      </div>
    </div>
  );
}

function Tokens() {
  const roles = ['brand', 'success', 'warning', 'danger', 'info', 'neutral'] as const;
  return (
    <div className={s.stack}>
      <h1 className={s.pageTitle}>Tokens</h1>
      <div className={s.swatchGrid}>
        {roles.map((role) => (
          <div key={role} className={s.swatch}>
            <div className={s.swatchColor} style={{ background: vars.color[role].solid }}>
              <span style={{ color: vars.color[role].onSolid }}>Aa</span>
            </div>
            <div className={s.swatchColor} style={{ background: vars.color[role].soft, height: 40 }}>
              <span style={{ color: vars.color[role].onSoft }}>Aa</span>
            </div>
            <div className={s.swatchName}>{role}</div>
          </div>
        ))}
      </div>
    </div>
  );
}

const meta = { title: 'Overview/Screens', parameters: { layout: 'fullscreen' } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Search: Story = {
  render: () => <SearchScreen />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('main')).toBeInTheDocument();
  },
};
export const SignupDocuments: Story = { render: () => <SignupScreen /> };
export const Gallery: Story = { render: () => <ComponentGallery />, parameters: { layout: 'padded' } };
export const ColourRoles: Story = { render: () => <Tokens />, parameters: { layout: 'padded' }, name: 'Colour roles' };
