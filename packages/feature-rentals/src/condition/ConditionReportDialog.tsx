import { prepareUpload, type Rental, type VehicleDamage } from '@frontoffice/api-client';
import { CONDITION_ZONES, type ConditionMoment, type ConditionZone } from '@frontoffice/domain';
import { Button } from '@frontoffice/ui/Button';
import { Checkbox } from '@frontoffice/ui/Checkbox';
import { Modal } from '@frontoffice/ui/Modal';
import { InlineMessage } from '@frontoffice/ui/PageFrame';
import { TextField } from '@frontoffice/ui/TextField';
import { VehicleDiagram, type VehicleZone } from '@frontoffice/ui/VehicleDiagram';
import { useRef, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import * as s from '../components/RentalDetail/RentalDetail.css.ts';
import * as c from './ConditionCard.css.ts';
import { PhotoThumbnail } from './PhotoThumbnail.tsx';
import { enqueueReport, newClientId, type QueuedDamage, type QueuedPhoto, type QueuedReport } from './queue.ts';
import { zoneLabel } from './zoneTexts.ts';

const m = {
  title: { id: 'rentals.ConditionDialog.title' },
  intro: { id: 'rentals.ConditionDialog.intro' },
  diagram: { id: 'rentals.ConditionDialog.diagram' },
  zoneName: { id: 'rentals.Condition.zoneName' },
  zoneTitle: { id: 'rentals.ConditionDialog.zoneTitle' },
  known: { id: 'rentals.ConditionDialog.known' },
  description: { id: 'rentals.ConditionDialog.description' },
  descriptionRequired: { id: 'rentals.ConditionDialog.descriptionRequired' },
  addPhotos: { id: 'rentals.ConditionDialog.addPhotos' },
  removePhoto: { id: 'rentals.ConditionDialog.removePhoto' },
  // The same words as the sent photos' thumbnails on the card (ConditionCard): "Photo 1 : Avant".
  photo: { id: 'rentals.Condition.photo' },
  addDamage: { id: 'rentals.ConditionDialog.addDamage' },
  damages: { id: 'rentals.ConditionDialog.damages' },
  damageLine: { id: 'rentals.ConditionDialog.damageLine' },
  removeDamage: { id: 'rentals.ConditionDialog.removeDamage' },
  nothing: { id: 'rentals.ConditionDialog.nothing' },
  needsSomething: { id: 'rentals.ConditionDialog.needsSomething' },
  send: { id: 'rentals.ConditionDialog.send' },
  cancel: { id: 'common.cancel' },
  close: { id: 'common.close' },
} satisfies Record<string, MessageDescriptor>;

/** Props of {@link ConditionReportDialog}. */
export interface ConditionReportDialogProps {
  rental: Rental;
  moment: ConditionMoment;
  /** A refused report being corrected: its damages, kept, and its client id. */
  correcting?: QueuedReport;
  /** Whose report it is (the queue's owner). */
  owner: string;
  knownDamages: readonly VehicleDamage[];
  onClose: () => void;
  /** The report is kept on this device: send it now if the network allows. */
  onQueued: () => void;
}

let photoCount = 0;

/**
 * The condition report (issue 35 item 3, decision D47): a top view of the car whose zones are buttons, the damages
 * already known marked on it; choose a zone, describe the damage, take or pick photos (png or jpeg by content,
 * prepared as D17 says); several damages per report, or "nothing to report" as an explicit choice. Sending keeps the
 * report on the device first (the queue), so that nothing made in a car park is lost, then sends it when it can.
 */
export default function ConditionReportDialog({ rental, moment, correcting, owner, knownDamages, onClose, onQueued }: ConditionReportDialogProps) {
  const intl = useIntl();
  const [damages, setDamages] = useState<QueuedDamage[]>(correcting?.damages ?? []);
  const [nothing, setNothing] = useState(correcting?.nothingToReport ?? false);
  const [zone, setZone] = useState<ConditionZone | null>(null);
  const [description, setDescription] = useState('');
  const [photos, setPhotos] = useState<QueuedPhoto[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const knownOn = (id: ConditionZone) => knownDamages.filter((damage) => damage.zone === id);
  const zones: VehicleZone[] = CONDITION_ZONES.map((id) => {
    const label = zoneLabel(intl, id);
    const known = knownOn(id).length;
    const reported = damages.some((damage) => damage.zone === id);
    return {
      id,
      label,
      knownDamages: known,
      reported,
      accessibleName: intl.formatMessage(m.zoneName, { zone: label, known, reported: reported ? 'yes' : 'no' }),
    };
  });

  const pickPhotos = async (files: FileList | null) => {
    // Taken and cleared at once: a file input says `input` and `change` for one choice, and each reaches onChange.
    const chosen = Array.from(files ?? []);
    if (input.current) input.current.value = '';
    if (chosen.length === 0) return;
    setProblem(null);
    for (const file of chosen) {
      const prepared = await prepareUpload(file, { kinds: ['png', 'jpeg'] });
      if (!prepared.ok) {
        setProblem(intl.formatMessage({ id: `errors.${prepared.code}` }));
        continue;
      }
      photoCount += 1;
      const photo = { key: `photo-${photoCount}`, data: await prepared.file.arrayBuffer(), type: prepared.file.type, name: prepared.file.name };
      setPhotos((current) => [...current, photo]);
    }
  };

  const addDamage = () => {
    if (!zone || description.trim() === '') return;
    setDamages((current) => [...current, { zone, description: description.trim(), photos }]);
    setNothing(false);
    setZone(null);
    setDescription('');
    setPhotos([]);
  };

  const complete = nothing ? damages.length === 0 : damages.length > 0;
  const send = async () => {
    setTried(true);
    if (!complete || saving) return;
    setSaving(true);
    await enqueueReport({
      clientId: correcting?.clientId ?? newClientId(),
      owner,
      rentalId: rental.id,
      moment,
      nothingToReport: nothing,
      damages: nothing ? [] : damages,
      createdAt: correcting?.createdAt ?? Date.now(),
    });
    onClose();
    onQueued();
  };

  return (
    <Modal
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={intl.formatMessage(m.title, { moment })}
      closeLabel={intl.formatMessage(m.close)}
      footer={
        <>
          <Button variant="secondary" onPress={onClose}>
            {intl.formatMessage(m.cancel)}
          </Button>
          <Button isPending={saving} onPress={() => void send()}>
            {intl.formatMessage(m.send)}
          </Button>
        </>
      }
    >
      <div className={s.stack}>
        <p className={s.text}>{intl.formatMessage(m.intro)}</p>
        <VehicleDiagram label={intl.formatMessage(m.diagram)} zones={zones} selected={zone} onSelect={(id) => setZone(id === zone ? null : (id as ConditionZone))} isDisabled={nothing} />
        {zone && (
          <fieldset className={c.report}>
            <legend className={s.subheading}>{intl.formatMessage(m.zoneTitle, { zone: zoneLabel(intl, zone) })}</legend>
            {knownOn(zone).map((damage) => (
              <p key={damage.id} className={s.muted}>
                {intl.formatMessage(m.known, { description: damage.description })}
              </p>
            ))}
            <TextField
              label={intl.formatMessage(m.description)}
              value={description}
              onChange={setDescription}
              isRequired
              autoFocus
              errorMessage={tried && description.trim() === '' ? intl.formatMessage(m.descriptionRequired) : undefined}
              isInvalid={tried && description.trim() === ''}
            />
            <input
              ref={input}
              type="file"
              accept="image/png,image/jpeg"
              capture="environment"
              multiple
              hidden
              onChange={(event) => void pickPhotos(event.target.files)}
            />
            <div className={s.actions}>
              <Button variant="secondary" onPress={() => input.current?.click()}>
                {intl.formatMessage(m.addPhotos)}
              </Button>
            </div>
            {photos.length > 0 && (
              <ul className={c.chosenPhotos}>
                {photos.map((photo, index) => (
                  <li key={photo.key} className={c.chosenPhoto}>
                    <PhotoThumbnail photo={photo} alt={intl.formatMessage(m.photo, { index: index + 1, zone: zoneLabel(intl, zone) })} />
                    <Button variant="ghost" size="sm" className={c.removePhoto} onPress={() => setPhotos((current) => current.filter((p) => p.key !== photo.key))}>
                      {intl.formatMessage(m.removePhoto, { name: photo.name })}
                    </Button>
                  </li>
                ))}
              </ul>
            )}
            {problem && <InlineMessage tone="danger">{problem}</InlineMessage>}
            <div className={s.actions}>
              <Button
                onPress={() => {
                  setTried(true);
                  addDamage();
                }}
              >
                {intl.formatMessage(m.addDamage)}
              </Button>
            </div>
          </fieldset>
        )}
        {damages.length > 0 && (
          <section className={s.stack} aria-label={intl.formatMessage(m.damages)}>
            <h3 className={s.subheading}>{intl.formatMessage(m.damages)}</h3>
            <ul className={c.reports}>
              {damages.map((damage, index) => (
                <li key={`${damage.zone}-${index}`} className={c.report}>
                  <p className={s.text}>
                    {intl.formatMessage(m.damageLine, { zone: zoneLabel(intl, damage.zone), description: damage.description, count: damage.photos.length })}
                  </p>
                  <div className={s.actions}>
                    <Button variant="ghost" size="sm" onPress={() => setDamages((current) => current.filter((_, i) => i !== index))}>
                      {intl.formatMessage(m.removeDamage, { zone: zoneLabel(intl, damage.zone) })}
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          </section>
        )}
        <Checkbox isSelected={nothing} onChange={setNothing} isDisabled={damages.length > 0}>
          {intl.formatMessage(m.nothing)}
        </Checkbox>
        {tried && !complete && <InlineMessage tone="danger">{intl.formatMessage(m.needsSomething)}</InlineMessage>}
      </div>
    </Modal>
  );
}
