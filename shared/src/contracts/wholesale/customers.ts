// Wholesale customers, their pricing groups, and the link and one-time-code calls that let a
// customer in (spec §3, §7; ADR 071).

export interface PricingGroup {
  id: number;
  name: string;
}

export interface WholesaleCustomer {
  id: number;
  organisation_id: number;
  pricing_group_id: number | null;
  full_name: string;
  email: string;
  mobile: string;
  /** Most items one order may hold; null means the default (150). */
  wholesale_order_limit: number | null;
}

export interface AccountOwner {
  id: number;
  full_name: string;
  email: string;
}

/** POST /wholesale-customers/link: what the verification dialog shows before sending. */
export interface WholesaleLinkInfo {
  /** Last digits of the customer's mobile. */
  phone_ending: string;
  /**
   * Whole seconds since the link's live code (unused, not expired) was texted; null when none.
   * Absent from an API older than the field: the portal then keeps what the browser remembered.
   */
  code_sent_seconds_ago?: number | null;
}

export interface SendOtpResponse {
  sent: boolean;
  /** Seconds until another code may be sent. */
  resend_in_seconds: number;
  phone_ending: string;
}

export interface VerifyOtpResponse {
  token: string;
  customer: WholesaleCustomer;
}

export interface ValidateLinkResponse {
  customer: WholesaleCustomer;
}

export interface VerifyOrderOtpResponse {
  order_id: number;
  is_verified: boolean;
}
