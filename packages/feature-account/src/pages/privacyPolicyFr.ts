// The privacy policy as published: a legal text in French only (spec §1 and §2: "static French privacy policy"), so it
// is data rather than a translated message. `{operator}`, `{email}` and `{phone}` are replaced by the tenant's
// settings (human_name, contact_email, contact_phone) when shown.

/** A block of the policy: a paragraph or a bulleted list. */
export type PolicyBlock = { kind: 'paragraph'; text: string } | { kind: 'list'; items: readonly string[] };

/** A numbered section of the policy. */
export interface PolicySection {
  heading: string;
  blocks: readonly PolicyBlock[];
}

/** Date of the version in force, shown under the title. */
export const PRIVACY_POLICY_UPDATED_FR = 'Dernière mise à jour : 1er septembre 2026';

/** The sections, in order. */
export const PRIVACY_POLICY_FR: readonly PolicySection[] = [
  {
    heading: 'Qui traite vos données ?',
    blocks: [
      {
        kind: 'paragraph',
        text: '{operator} (« nous ») exploite le service de location de véhicules et d’autopartage auquel vous accédez par cet espace conducteur. Nous sommes responsables du traitement des données personnelles que vous nous confiez en créant un compte, en réservant un véhicule ou en nous contactant.',
      },
      {
        kind: 'paragraph',
        text: 'Cette politique explique quelles données nous collectons, pourquoi, sur quelle base légale, combien de temps nous les gardons, à qui nous les transmettons et comment exercer vos droits, conformément au Règlement général sur la protection des données (RGPD) et à la loi « Informatique et Libertés ».',
      },
    ],
  },
  {
    heading: 'Les données que nous collectons',
    blocks: [
      {
        kind: 'list',
        items: [
          'Identité et contact : nom, prénom, date et lieu de naissance, adresse postale, adresse e-mail, numéro de téléphone mobile, photo de profil.',
          'Permis de conduire et pièces justificatives : numéro, lieu de délivrance, dates d’obtention et d’expiration du permis, photos du permis, de la pièce d’identité et selfie de vérification, autres documents demandés par {operator}.',
          'Compte : identifiants de connexion (le mot de passe est conservé sous forme chiffrée, jamais en clair), langue, acceptation des conditions générales et de leurs versions.',
          'Réservations et trajets : véhicules, stations, dates et heures, distance parcourue, destination et passagers de covoiturage, niveau de carburant ou de charge, signalements de dommages.',
          'Géolocalisation : votre position, uniquement si vous l’autorisez dans votre navigateur pour trouver une station proche ; la position du véhicule pendant une location lorsque le véhicule et l’opérateur l’utilisent (géolocalisation que vous pouvez désactiver pendant le trajet lorsque l’option vous est proposée).',
          'Paiement : carte bancaire enregistrée auprès de notre prestataire de paiement (nous ne conservons que la marque, le pays, les quatre derniers chiffres et la date d’expiration), factures et paiements en attente.',
          'Données techniques : journaux de connexion, adresse IP, type de navigateur, cookies techniques décrits plus bas.',
        ],
      },
    ],
  },
  {
    heading: 'Pourquoi nous les utilisons',
    blocks: [
      {
        kind: 'list',
        items: [
          'Créer et gérer votre compte, vérifier votre identité et votre droit de conduire avant de valider votre inscription (vérification par un agent sous 72 heures).',
          'Vous permettre de rechercher, réserver, modifier ou annuler une location, d’accéder au véhicule et de partager un trajet en covoiturage.',
          'Facturer les locations, encaisser les paiements et recouvrer les sommes dues.',
          'Assurer la sécurité des véhicules et des conducteurs, gérer les sinistres, les dommages et les infractions routières.',
          'Répondre à vos demandes auprès du service client et vous envoyer les messages liés au service (confirmation de réservation, réinitialisation du mot de passe, code SMS).',
          'Respecter nos obligations légales (comptabilité, réponse aux autorités) et prévenir la fraude.',
        ],
      },
    ],
  },
  {
    heading: 'Sur quelles bases légales',
    blocks: [
      {
        kind: 'list',
        items: [
          'L’exécution du contrat que vous concluez avec nous en vous inscrivant et en réservant : compte, réservations, accès au véhicule, facturation, service client.',
          'Nos obligations légales : conservation des factures, identification du conducteur en cas d’infraction, réponses aux réquisitions des autorités.',
          'Notre intérêt légitime : sécurité du parc, prévention de la fraude et des impayés, amélioration du service à partir de statistiques agrégées.',
          'Votre consentement : géolocalisation de votre navigateur et cookies non essentiels. Vous pouvez le retirer à tout moment, sans effet sur les traitements déjà réalisés.',
        ],
      },
    ],
  },
  {
    heading: 'Combien de temps nous les conservons',
    blocks: [
      {
        kind: 'list',
        items: [
          'Compte et pièces justificatives : pendant toute la durée du compte, puis 3 ans après la dernière activité ou la suppression du compte, sauf litige en cours.',
          'Photos du permis et de la pièce d’identité d’une inscription refusée ou abandonnée : 6 mois au plus.',
          'Réservations et trajets : 5 ans après la fin de la location (délai de prescription civile).',
          'Factures et pièces comptables : 10 ans (obligation légale).',
          'Journaux de connexion : 1 an. Cookies : 6 mois au plus, y compris le choix que vous faites dans la fenêtre de consentement.',
        ],
      },
    ],
  },
  {
    heading: 'Qui peut y accéder',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Vos données sont accessibles aux seules équipes de {operator} qui en ont besoin (validation des inscriptions, service client, gestion de flotte, comptabilité). Nous les transmettons aussi, dans la limite de ce qui leur est nécessaire :',
      },
      {
        kind: 'list',
        items: [
          'à nos sous-traitants techniques : hébergement, envoi d’e-mails et de SMS, boîtiers télématiques des véhicules ;',
          'à notre prestataire de paiement, qui conserve les données de votre carte bancaire ;',
          'à nos assureurs et experts en cas de sinistre ;',
          'aux autorités administratives et judiciaires lorsque la loi l’exige, notamment pour la désignation du conducteur en cas d’infraction ;',
          'au conducteur ou aux passagers d’un covoiturage, pour vos seuls prénom, nom et adresse e-mail.',
        ],
      },
      {
        kind: 'paragraph',
        text: 'Nous ne vendons pas vos données. Lorsqu’un prestataire les traite hors de l’Union européenne, le transfert est encadré par une décision d’adéquation ou par les clauses contractuelles types de la Commission européenne.',
      },
    ],
  },
  {
    heading: 'Comment nous les protégeons',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Les échanges avec le service sont chiffrés (HTTPS), les mots de passe sont stockés sous forme chiffrée, l’accès aux données est limité aux personnes habilitées et tracé, et nos prestataires sont tenus par contrat aux mêmes exigences de sécurité et de confidentialité.',
      },
    ],
  },
  {
    heading: 'Vos droits',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Vous disposez d’un droit d’accès, de rectification, d’effacement, de limitation et de portabilité de vos données, ainsi que d’un droit d’opposition aux traitements fondés sur notre intérêt légitime. Vous pouvez aussi définir des directives sur le sort de vos données après votre décès.',
      },
      {
        kind: 'list',
        items: [
          'Modifier vos informations : menu « Mon compte ».',
          'Obtenir une copie de vos données : menu « Confidentialité », bouton de demande de copie ; la copie vous est envoyée par e-mail.',
          'Supprimer votre compte : menu « Mon compte », bouton de suppression. La suppression n’est pas possible tant qu’une location est en cours ou à venir, ou qu’un paiement est en attente.',
          'Pour toute autre demande : écrivez-nous à {email}.',
        ],
      },
      {
        kind: 'paragraph',
        text: 'Nous répondons dans un délai d’un mois. Nous pouvons vous demander de justifier de votre identité si nous avons un doute raisonnable sur celle-ci.',
      },
    ],
  },
  {
    heading: 'Cookies et stockage local',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Cet espace conducteur utilise des cookies et un stockage local techniques, indispensables à son fonctionnement : jeton de session pour rester connecté, langue choisie, mémorisation de votre choix sur les cookies. Ils ne peuvent pas être refusés, car le service ne fonctionnerait pas sans eux.',
      },
      {
        kind: 'paragraph',
        text: 'Les autres cookies, par exemple de mesure d’audience, ne sont déposés qu’avec votre accord, donné dans la fenêtre de consentement affichée lors de votre première visite. Votre choix est conservé 6 mois, puis vous est demandé à nouveau.',
      },
    ],
  },
  {
    heading: 'Nous contacter, faire une réclamation',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Pour toute question sur cette politique ou sur vos données : {email}, ou {phone}.',
      },
      {
        kind: 'paragraph',
        text: 'Si vous estimez, après nous avoir contactés, que vos droits ne sont pas respectés, vous pouvez adresser une réclamation à l’autorité de protection des données de votre pays (en France, la CNIL : www.cnil.fr).',
      },
    ],
  },
  {
    heading: 'Modifications de cette politique',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Nous pouvons faire évoluer cette politique, notamment lorsque le service change. La date de mise à jour figure en haut de la page ; en cas de changement important, nous vous prévenons par e-mail ou à votre prochaine connexion.',
      },
    ],
  },
];

/** What `{email}` and `{phone}` become when the tenant has no contact address or phone. */
export const CONTACT_FALLBACK_FR = { email: 'notre service client', phone: 'par le formulaire de contact' } as const;

/** The policy text with the tenant's name and contacts filled in. */
export function fillPolicyText(
  text: string,
  tenant: { human_name?: string | null; contact_email?: string | null; contact_phone?: string | null },
): string {
  return text
    .replaceAll('{operator}', tenant.human_name || 'L’opérateur')
    .replaceAll('{email}', tenant.contact_email || CONTACT_FALLBACK_FR.email)
    .replaceAll('{phone}', tenant.contact_phone ? `au ${tenant.contact_phone}` : CONTACT_FALLBACK_FR.phone);
}
