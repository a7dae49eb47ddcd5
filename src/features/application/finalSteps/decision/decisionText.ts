// The decision's texts (ours where the spec gives none; its 'Processing, please wait...' where the decision is
// watched; the brand's thank-you and adverse-action wording come from the brand record).
export const DECISION_TEXT = {
  watchTitle: 'Your application',
  noApplication:
    'There is no application in progress here: it has been finished. Your account shows your loan and anything left to do.',
  toAccount: 'Go to my account',
  socketLost: 'We lost the connection for a moment and are reconnecting. Your application is safe.',
  submitError: 'We could not submit your application. Nothing you entered is lost: please submit it again.',
  duplicate:
    'We already have an application from you, so we cannot take this one. Call us and we will help you with the one we have.',
  esignTitle: 'Sign your loan agreement',
  recalculated:
    'Your loan was offered on an earlier day, so we worked out its payments again for today. Nothing is signed yet: read the new disclosure below, then sign.',
  esignError: 'We could not complete your signature. Nothing is lost: please sign again.',
  esignConsent:
    'I have read the Truth in Lending disclosure above and I agree to sign my loan agreement electronically.',
  holdTitle: 'Your loan is approved: signing is on hold',
  thankYouTitle: 'Thank you',
  funded: 'Your loan is signed and your money is on its way.',
  findStore: 'Find your store: address, hours and directions',
  fastFunding:
    'Funds may arrive as fast as 30 minutes to a Visa debit card, or by the next business day to your checking account.',
  /** The way chosen at /approved/agreements. */
  fundedToCard: 'Your money goes to your Visa debit card: it may arrive in as little as 30 minutes.',
  fundedByDeposit: 'Your money goes to your checking account by direct deposit: it arrives by the next business day.',
  adverseTitle: 'About your application',
  /** A request of the account declined (a conversion or a refinance of a payday loan): the notice names it. */
  requestTitle: {
    CONVERSION: 'About your request to convert your loan',
    REFINANCE: 'About your request to refinance your loan',
  },
  noticeLoading: 'Loading the reasons for our decision…',
  loanUnchanged:
    'Nothing about your payday loan has changed: it is due as agreed, and you can pay it from your account.',
  backToLoan: 'Back to your loan',
  keepInMind: 'Keep in mind: another option may be available to you. Our partner may be able to offer you a loan.',
  seeAnotherOption: 'See my other option',
  anotherOptionTitle: 'Your other option',
  anotherOptionShared:
    'You chose to see your other option. We have sent your application to our partner, who will contact you by email within one business day. You can also continue on their site now.',
  anotherOptionNotShared:
    'You chose to see your other option. Your browser asked us not to share your information, so we have not sent your application to our partner: you can apply with them directly on their site.',
  anotherOptionNotChosen: 'You have not chosen the other option yet.',
  backToOption: 'See your other option',
  toPartner: 'Go to our partner’s site',
} as const;
