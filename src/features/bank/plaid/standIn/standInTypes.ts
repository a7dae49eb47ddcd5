// The parts of Plaid Link's configuration and callbacks the stand-in honours (react-plaid-link's own types).
import type {
  PlaidLinkError,
  PlaidLinkOnEvent,
  PlaidLinkOnEventMetadata,
  PlaidLinkOnExitMetadata,
  PlaidLinkOnSuccessMetadata,
} from 'react-plaid-link';

export interface StandInConfig {
  token: string | null;
  receivedRedirectUri?: string;
  onSuccess: (publicToken: string | null, metadata: PlaidLinkOnSuccessMetadata) => void;
  onExit?: (error: PlaidLinkError | null, metadata: PlaidLinkOnExitMetadata) => void;
  onEvent?: PlaidLinkOnEvent;
  onLoad?: () => void;
}

/** Plaid's onEvent metadata with every field present (null when it does not apply). */
export function eventMetadata(
  linkSessionId: string,
  fields: Partial<PlaidLinkOnEventMetadata> = {},
): PlaidLinkOnEventMetadata {
  return {
    account_number_mask: null,
    error_type: null,
    error_code: null,
    error_message: null,
    exit_status: null,
    institution_id: null,
    institution_name: null,
    institution_search_query: null,
    is_update_mode: null,
    match_reason: null,
    mfa_type: null,
    routing_number: null,
    view_name: null,
    selection: null,
    timestamp: new Date().toISOString(),
    link_session_id: linkSessionId,
    request_id: Math.random().toString(16).slice(2, 18),
    ...fields,
  };
}
