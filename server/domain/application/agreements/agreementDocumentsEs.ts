// The agreements' documents in Spanish (issue 71, decision 0085): the same documents as agreementDocuments.ts, with
// the same figures, tables and order, in the words of the glossary (docs/languages.md). A borrower who applies in
// Spanish reads and agrees to these; California Civil Code 1632 asks for a Spanish translation of a loan negotiated
// in Spanish before it is signed. The English copy of each is offered beside it (Regulation Z, 12 CFR 1026.27).
// Names of laws, licenses and agencies stay in English, as they are names; the sentence around them says what they are.
import { INTL_LOCALES } from '../../../../src/lib/rules/intlLocales';
import type { Block } from './pdfLayout';
import type { DocumentContext, DocumentTexts, LoanWords } from './agreementDocuments';

const LONG_DATE = new Intl.DateTimeFormat(INTL_LOCALES.es, { dateStyle: 'long', timeZone: 'UTC' });

/** '2026-12-04' as the Spanish pages write it, '4 de diciembre de 2026' (the day as given, in no time zone). */
const spanishDate = (iso: string) => LONG_DATE.format(new Date(`${iso}T00:00:00Z`));

function esignConsent({ facts, lender, phone }: DocumentContext): Block[] {
  return [
    {
      text: `La ley federal (la Electronic Signatures in Global and National Commerce Act, 15 U.S.C. 7001) permite que ${lender} le entregue registros por medios electrónicos, y que usted firme por medios electrónicos, solo con su consentimiento. Lea esto antes de aceptar.`,
    },
    { heading: 'Lo que usted acepta' },
    {
      text: 'Usted acepta recibir por medios electrónicos, y firmar por medios electrónicos, los documentos de su solicitud y, si se aprueba, los de su préstamo: divulgaciones, contratos, avisos, estados de cuenta y recibos. Su firma electrónica tiene el mismo efecto que una firma en tinta.',
    },
    { heading: 'Copias en papel' },
    {
      text: `Usted tiene derecho a recibir cualquiera de estos registros en papel. Llámenos al ${phone} y le enviaremos por correo una copia en papel sin costo.`,
    },
    { heading: 'Cómo retirar su consentimiento' },
    {
      text: `Puede retirar este consentimiento en cualquier momento llamándonos al ${phone} o escribiéndonos a la dirección de abajo. Retirarlo no tiene costo. No afecta nada de lo que firmó antes; después, le enviaremos sus registros en papel, y es posible que no podamos continuar su solicitud en línea.`,
    },
    { heading: 'Mantenga al día sus datos de contacto' },
    {
      text: 'Avísenos cuando cambie su correo electrónico: inicie sesión y actualícelo en su cuenta, o llámenos.',
    },
    { heading: 'Lo que necesita' },
    {
      text: 'Un dispositivo con un navegador web actual (Chrome, Edge, Firefox o Safari, en una versión que su fabricante todavía mantenga), un visor de PDF (los navegadores tienen uno), una dirección de correo electrónico y una forma de guardar o imprimir documentos PDF. Abrir este documento muestra que usted puede leer documentos PDF, la forma en que le llegan sus registros.',
    },
    { text: facts.legal.lender },
  ];
}

function privacyNotice({ lender, phone }: DocumentContext): Block[] {
  return [
    { heading: '¿Por qué?' },
    {
      text: `Las compañías financieras deciden cómo comparten su información personal. La ley federal les da a los consumidores el derecho de limitar parte de lo que se comparte, pero no todo. La ley federal también nos exige decirle cómo recopilamos, compartimos y protegemos su información personal. Lea este aviso con atención para entender lo que hace ${lender}.`,
    },
    { heading: '¿Qué?' },
    {
      text: 'Los tipos de información personal que recopilamos y compartimos dependen del producto que tenga con nosotros. Pueden incluir su número de Seguro Social y sus ingresos, los saldos y el historial de pagos de su cuenta, y su historial de crédito y la información de su cuenta de cheques.',
    },
    {
      table: {
        widths: [3, 1.2, 1.2],
        header: true,
        rows: [
          ['Razones por las que podemos compartir su información personal', '¿La compartimos?', '¿Puede limitarlo?'],
          [
            'Para los fines comerciales de todos los días, como procesar sus transacciones, mantener su cuenta, responder a órdenes judiciales e investigaciones legales, o informar a las agencias de crédito',
            'Sí',
            'No',
          ],
          ['Para nuestros fines de mercadeo, para ofrecerle nuestros productos y servicios', 'Sí', 'No'],
          ['Con prestamistas asociados, para encontrarle otra opción si no podemos aprobar su préstamo', 'Sí', 'Sí'],
          ['Para que nuestras afiliadas le ofrezcan productos', 'No', 'No la compartimos'],
          ['Para que compañías no afiliadas le ofrezcan productos', 'No', 'No la compartimos'],
        ],
      },
    },
    { heading: 'Para limitar lo que compartimos' },
    {
      text: `Desmarque la opción de compartir cuando acepte sus documentos, o llámenos al ${phone}. Si su navegador envía una señal de Global Privacy Control, la tomamos como su decisión de no compartir.`,
    },
    { heading: '¿Cómo protegemos su información personal?' },
    {
      text: 'Usamos medidas de seguridad que cumplen con la ley federal, entre ellas protecciones informáticas y archivos y edificios seguros. La información que nos da en línea viaja cifrada.',
    },
  ];
}

function termsOfUse({ lender, phone }: DocumentContext): Block[] {
  return [
    { text: `Estos términos se aplican a este sitio web y a solicitar en línea con ${lender}.` },
    { heading: 'Su información' },
    {
      text: 'Usted acepta dar información verdadera, actual y completa, y solicitar solo para usted. Revisamos lo que nos da, también con agencias de informes de crédito del consumidor, para decidir sobre su solicitud y para prevenir el fraude.',
    },
    { heading: 'Su inicio de sesión' },
    {
      text: `No comparta su contraseña. Avísenos de inmediato al ${phone} si cree que otra persona usó su inicio de sesión.`,
    },
    { heading: 'Nuestras ofertas' },
    {
      text: 'Una solicitud no es un compromiso de prestar. Ofrecemos préstamos solo donde tenemos licencia, y los montos y los términos varían según el estado.',
    },
    { heading: 'Cambios' },
    {
      text: 'Podemos cambiar estos términos; los términos vigentes cuando usted solicita son los que se aplican a su solicitud.',
    },
  ];
}

function stateNotice({ facts, stateName }: DocumentContext): Block[] {
  const licence = facts.legal.licensing.states.find((state) => state.code === facts.stateCode);
  return [
    { text: facts.legal.lender },
    { heading: `Nuestra licencia en ${stateName}` },
    { text: licence ? licence.license : `No tenemos licencia de préstamos en ${stateName}.` },
    ...(licence?.notice ? [{ text: licence.notice }] : []),
    { heading: 'Preguntas y quejas' },
    {
      text: `Llámenos primero: respondemos la mayoría de las preguntas en la primera llamada. Si no podemos resolver su queja, puede comunicarse con la agencia de ${stateName} que nos otorga la licencia, o con la Oficina para la Protección Financiera del Consumidor (Consumer Financial Protection Bureau) en consumerfinance.gov o al (855) 411-2372.`,
    },
  ];
}

function californiaPrivacy({ lender, phone }: DocumentContext): Block[] {
  return [
    {
      text: `${lender} entrega este aviso a los residentes de California en el momento de la recopilación o antes, como lo exige la Ley de Privacidad del Consumidor de California (California Consumer Privacy Act).`,
    },
    { heading: 'Lo que recopilamos y por qué' },
    {
      text: 'Identificadores (nombre, dirección, correo electrónico, teléfono, número de Seguro Social), información financiera (ingresos, cuenta bancaria) e información del dispositivo, para decidir sobre su solicitud, administrar su préstamo, prevenir el fraude y cumplir con nuestras obligaciones legales. Gran parte de esta información también está protegida por la Gramm-Leach-Bliley Act.',
    },
    { heading: 'Venta y uso compartido' },
    {
      text: 'No vendemos su información personal ni la compartimos para publicidad conductual entre contextos.',
    },
    { heading: 'Cuánto tiempo la conservamos' },
    {
      text: 'Una solicitud no enviada se borra después de 21 días. Una solicitud enviada y un préstamo se conservan durante el tiempo que la ley exige a los prestamistas conservarlos.',
    },
    { heading: 'Sus derechos' },
    {
      text: `Puede pedir conocer, corregir y borrar su información personal, y limitar el uso de su información personal delicada. Llámenos al ${phone}. No le daremos un trato diferente por ejercer estos derechos.`,
    },
  ];
}

const SPANISH_LOAN: LoanWords = {
  borrower: 'el prestatario',
  intro: (name, lender, loanNumber, date) =>
    `En este contrato, “usted” y “su” se refieren a ${name}, el prestatario, y “nosotros” y “nuestro” se refieren a ${lender}, el prestamista. Préstamo número ${loanNumber}, con fecha del ${date}.`,
  tilHeading: 'Divulgación de veracidad en los préstamos',
  tilColumns: [
    'TASA DE PORCENTAJE ANUAL: el costo de su crédito como tasa anual',
    'CARGO FINANCIERO: la cantidad en dólares que le costará el crédito',
    'Monto financiado: la cantidad de crédito que se le otorga a usted o en su nombre',
    'Total de pagos: la cantidad que habrá pagado después de hacer todos los pagos según el calendario',
  ],
  scheduleHeading: 'Su calendario de pagos',
  scheduleColumns: ['Pago', 'Monto', 'Vence el'],
  itemization: (amount) =>
    `Desglose del monto financiado: monto que se le entrega a usted directamente, ${amount}. Usted tiene derecho a este desglose.`,
  storeLoan: (amount) => `Monto del préstamo: ${amount}. Sus términos se le entregan en la tienda.`,
  terms: ({ facts, phone }) => [
    { heading: 'Su promesa de pago' },
    {
      text: 'Usted promete pagarnos el monto financiado y el cargo financiero, en los pagos y en las fechas de arriba. Los pagos se aplican primero al cargo financiero adeudado y después al capital.',
    },
    { heading: 'Pago anticipado' },
    {
      text: 'Puede pagar todo o parte del préstamo antes de tiempo, en cualquier momento y sin penalidad. Pagar antes reduce el cargo financiero que paga.',
    },
    { heading: 'Su derecho a cancelar' },
    {
      text: `Puede cancelar este préstamo sin costo llamándonos al ${phone} antes de las 5:00 p. m., hora del Este, del día hábil siguiente a aquel en que recibe el dinero, y devolviendo el monto financiado.`,
    },
    { heading: 'Pagos atrasados e incumplimiento' },
    {
      text: 'Si un pago se atrasa, nos comunicaremos con usted para acordar una forma de pagar. Usted está en incumplimiento si no hace un pago dentro de los 30 días siguientes a su fecha de vencimiento; entonces podemos pedirle el saldo no pagado, como lo permita la ley de su estado.',
    },
    { heading: 'Disputas' },
    {
      text: `Llámenos al ${phone} con cualquier pregunta o disputa sobre este préstamo. Este contrato no tiene cláusula de arbitraje: usted conserva su derecho a acudir a los tribunales.`,
    },
    { heading: 'Ley aplicable' },
    { text: `La ley federal y la ley del estado donde usted vive rigen este contrato. ${facts.legal.lender}` },
    { heading: 'Firma electrónica' },
    {
      text: 'Al firmar por medios electrónicos, usted acepta este contrato y confirma que recibió una copia que puede conservar.',
    },
  ],
};

function achAuthorization({ facts, lender, phone }: DocumentContext): Block[] {
  const loan = facts.loan!;
  const bank = facts.bank;
  const account = bank
    ? `su cuenta de cheques que termina en ${bank.accountLast4} en ${bank.bankName} (número de ruta que termina en ${bank.routingLast4})`
    : 'la cuenta de cheques de su solicitud';
  return [
    { text: `Préstamo número ${loan.loanNumber}.` },
    { heading: 'Lo que usted autoriza' },
    {
      text: `Usted autoriza a ${lender} a debitar de ${account}, por ACH, cada pago de su préstamo, por el monto y en la fecha de su calendario de pagos. Si una fecha de pago no es día hábil, lo tomamos el siguiente día hábil.`,
    },
    { heading: 'Es su elección' },
    {
      text: 'Los pagos automáticos no son una condición de su préstamo (Regulation E, 12 CFR 1005.10(e)). Puede pagar de otra forma: con tarjeta de débito, en una tienda o por teléfono.',
    },
    { heading: 'Cómo detener los pagos automáticos' },
    {
      text: `Puede revocar esta autorización llamándonos al ${phone} al menos tres días hábiles antes de una fecha de pago. También puede pedirle a su banco que detenga un pago.`,
    },
    { text: 'Los pagos siguen las reglas de Nacha, la red ACH.' },
  ];
}

export const SPANISH_DOCUMENTS: DocumentTexts = {
  date: spanishDate,
  forBorrower: (name) => `Para ${name}`,
  revision: (lender) => `${lender} · Rev. 01/2026`,
  esignConsent,
  privacyNotice,
  termsOfUse,
  stateNotice,
  californiaPrivacy,
  loan: SPANISH_LOAN,
  achAuthorization,
};
