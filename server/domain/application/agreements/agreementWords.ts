// The agreements' listing in Spanish (issue 71, decision 0085): each document's title and line, and the questions
// asked with the first set, as the pages show them beside each document. English is the documents' own
// (agreementDocuments.ts, agreementService.ts); a language without words here is answered in English.
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../../../src/lib/rules/language';

export interface ListedWords {
  title: string;
  copy: string;
}

type Spanish = Readonly<Record<string, (stateName: string) => ListedWords>>;

const DOCUMENTS_ES: Spanish = {
  ESIGN_CONSENT: () => ({
    title: 'Consentimiento para registros y firmas electrónicos',
    copy: 'Su consentimiento para recibir sus documentos y firmarlos por medios electrónicos. Abrirlo muestra que usted puede leer documentos PDF, la forma en que le llegan sus documentos.',
  }),
  PRIVACY_NOTICE: () => ({
    title: 'Aviso de privacidad',
    copy: 'Qué información personal recopilamos, cómo la compartimos y cómo puede limitar lo que compartimos.',
  }),
  TERMS_OF_USE: () => ({
    title: 'Términos de uso',
    copy: 'Los términos para usar este sitio web y solicitar en línea.',
  }),
  STATE_NOTICE: (stateName) => ({
    title: `Aviso al consumidor de ${stateName}`,
    copy: `Nuestra licencia en ${stateName} y a dónde acudir con una pregunta o una queja.`,
  }),
  CA_PRIVACY: () => ({
    title: 'Aviso de privacidad de California al momento de la recopilación',
    copy: 'Sus derechos conforme a la Ley de Privacidad del Consumidor de California.',
  }),
  LOAN_AGREEMENT: () => ({
    title: 'Contrato de préstamo',
    copy: 'Los términos de su préstamo, su divulgación de veracidad en los préstamos y su calendario de pagos.',
  }),
  ACH_AUTHORIZATION: () => ({
    title: 'Autorización de pagos automáticos',
    copy: 'Su permiso para que tomemos cada pago de su cuenta de cheques. Solo si elige pagos automáticos.',
  }),
};

/** The questions' copy (by the first input's idTag) and each input's label, in Spanish. */
const QUESTIONS_ES: Readonly<Record<string, { copy: string; label: string }>> = {
  SHARE_WITH_PARTNERS: {
    copy: 'Si no podemos aprobar su préstamo, tal vez un prestamista asociado pueda hacerlo. Compartimos su solicitud con ellos solo si usted nos lo permite.',
    label: 'Pueden compartir mi solicitud con prestamistas asociados',
  },
  SMS_OPT_IN: {
    copy: 'Mensajes de texto sobre su solicitud y su préstamo: pueden aplicarse tarifas de mensajes y datos. Responda STOP para dejar de recibirlos en cualquier momento.',
    label: 'Envíenme mensajes de texto sobre mi solicitud y mi préstamo',
  },
  MARKETING_OPT_OUT: {
    copy: 'De vez en cuando enviamos ofertas por correo electrónico. Puede decir que no ahora, o más adelante desde cualquier correo.',
    label: 'No me envíen ofertas por correo electrónico',
  },
};

/** The language a query asked for, when the portal speaks it; else English. */
export const listingLanguage = (asked: string | null | undefined): Language =>
  isLanguage(asked) ? asked : DEFAULT_LANGUAGE;

/** A document's title and line in `language`: its own English where there are no words for it. */
export function listedDocument(
  entry: { idTag: string; title: string; copy: string },
  language: Language,
  stateName: string,
): ListedWords {
  const words = language === 'es' ? DOCUMENTS_ES[entry.idTag] : undefined;
  return words ? words(stateName) : { title: entry.title, copy: entry.copy };
}

/** A question's copy and its input's label in `language`. */
export function listedQuestion(
  idTag: string,
  english: { copy: string; label: string },
  language: Language,
): { copy: string; label: string } {
  return (language === 'es' ? QUESTIONS_ES[idTag] : undefined) ?? english;
}
