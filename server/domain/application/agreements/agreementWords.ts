// The agreements' listing in Spanish (issue 71, decision 0085): each document's title and line, and the questions
// asked with the first set, as the pages show them beside each document. English is the documents' own
// (agreementDocuments.ts, agreementService.ts); a language without words here is answered in English.
import type { Language } from '../../../../src/lib/rules/language';

export interface ListedWords {
  title: string;
  copy: string;
}

/** Each document's words in Spanish, by idTag; `{state}` is the state's name. */
const DOCUMENTS_ES: Readonly<Record<string, ListedWords>> = {
  ESIGN_CONSENT: {
    title: 'Consentimiento para registros y firmas electrónicos',
    copy: 'Su consentimiento para recibir sus documentos y firmarlos por medios electrónicos. Abrirlo muestra que usted puede leer documentos PDF, la forma en que le llegan sus documentos.',
  },
  PRIVACY_NOTICE: {
    title: 'Aviso de privacidad',
    copy: 'Qué información personal recopilamos, cómo la compartimos y cómo puede limitar lo que compartimos.',
  },
  TERMS_OF_USE: {
    title: 'Términos de uso',
    copy: 'Los términos para usar este sitio web y solicitar en línea.',
  },
  STATE_NOTICE: {
    title: 'Aviso al consumidor de {state}',
    copy: 'Nuestra licencia en {state} y a dónde acudir con una pregunta o una queja.',
  },
  CA_PRIVACY: {
    title: 'Aviso de privacidad de California al momento de la recopilación',
    copy: 'Sus derechos conforme a la Ley de Privacidad del Consumidor de California.',
  },
  LOAN_AGREEMENT: {
    title: 'Contrato de préstamo',
    copy: 'Los términos de su préstamo, su divulgación de veracidad en los préstamos y su calendario de pagos.',
  },
  ACH_AUTHORIZATION: {
    title: 'Autorización de pagos automáticos',
    copy: 'Su permiso para que tomemos cada pago de su cuenta de cheques. Solo si elige pagos automáticos.',
  },
};

export interface QuestionInput {
  type: string;
  idTag: string;
  label: string;
}

/** Each question in Spanish, by its field's first input: its copy, and each input's label by idTag. */
const QUESTIONS_ES: Readonly<Record<string, { copy: string; labels: Readonly<Record<string, string>> }>> = {
  SHARE_WITH_PARTNERS: {
    copy: 'Si no podemos aprobar su préstamo, tal vez un prestamista asociado pueda hacerlo. Compartimos su solicitud con ellos solo si usted nos lo permite.',
    labels: { SHARE_WITH_PARTNERS: 'Pueden compartir mi solicitud con prestamistas asociados' },
  },
  SMS_OPT_IN: {
    copy: 'Mensajes de texto sobre su solicitud y su préstamo: pueden aplicarse tarifas de mensajes y datos. Responda STOP para dejar de recibirlos en cualquier momento.',
    labels: { SMS_OPT_IN: 'Envíenme mensajes de texto sobre mi solicitud y mi préstamo' },
  },
  MARKETING_OPT_OUT: {
    copy: 'De vez en cuando enviamos ofertas por correo electrónico. Puede decir que no ahora, o más adelante desde cualquier correo.',
    labels: { MARKETING_OPT_OUT: 'No me envíen ofertas por correo electrónico' },
  },
};

/** A document's title and line in `language` (its own English where there are no words for it), for a state. */
export function listedDocument(
  entry: { idTag: string; title: string; copy: string },
  language: Language,
  stateName: string,
): ListedWords {
  const words = (language === 'es' ? DOCUMENTS_ES[entry.idTag] : undefined) ?? entry;
  return { title: words.title.replaceAll('{state}', stateName), copy: words.copy.replaceAll('{state}', stateName) };
}

/** A question in `language`: its copy, and its inputs with their labels (each its English where there are none). */
export function listedQuestion(
  field: { copy: string; inputs: readonly QuestionInput[] },
  language: Language,
): { copy: string; inputs: QuestionInput[] } {
  const words = language === 'es' ? QUESTIONS_ES[field.inputs[0]?.idTag ?? ''] : undefined;
  return {
    copy: words?.copy ?? field.copy,
    inputs: field.inputs.map((input) => ({ ...input, label: words?.labels[input.idTag] ?? input.label })),
  };
}
