import { api, type PagingInfo } from '@platform/shared';
import {
  type AccessoryCommonSizeRow,
  type CommonSizePriceRow,
  type ConvertOrderResponse,
  type CreateOrderRequest,
  type OrderPricing,
  type OrdersPagination,
  type PricingCompletedApplications,
  type SaveOrderRequest,
  type SaveOrderResponse,
  type SendOtpResponse,
  type ValidateLinkResponse,
  type VerifyOrderOtpResponse,
  type VerifyOtpResponse,
  type WholesaleDropdownOptions,
  type WholesaleLinkInfo,
  type WholesaleOrderDetails,
  type WholesaleOrderRow,
} from '@platform/shared/wholesale';

/** Calls whose answer the page handles itself show no notification of their own. */
const QUIET = { silent: true } as const;

/** The wholesale calls of spec §7, typed. */
export const wholesaleApi = {
  async linkInfo(key: string): Promise<WholesaleLinkInfo> {
    return (await api.post<WholesaleLinkInfo>('/wholesale-customers/link', { key }, QUIET)).data;
  },

  async sendOtp(key: string): Promise<SendOtpResponse> {
    return (await api.post<SendOtpResponse>('/wholesale-customers/send-otp', { key }, QUIET)).data;
  },

  async verifyOtp(key: string, otp: string): Promise<VerifyOtpResponse> {
    return (await api.post<VerifyOtpResponse>('/wholesale-customers/verify-otp', { otp, key }))
      .data;
  },

  async validateLink(key: string, wholesaleSessionToken: string): Promise<ValidateLinkResponse> {
    const result = await api.post<ValidateLinkResponse>(
      '/wholesale-customers/validate-link',
      { key, wholesaleSessionToken },
      QUIET,
    );
    return result.data;
  },

  /** Ends this device's customer session on the server. */
  async logout(): Promise<void> {
    await api.post<null>('/wholesale-customers/logout', {}, QUIET);
  },

  async sendOrderOtp(orderId: number): Promise<SendOtpResponse> {
    const result = await api.post<SendOtpResponse>('/wholesale-customers/send-order-otp', {
      order_id: orderId,
    });
    return result.data;
  },

  async verifyOrderOtp(orderId: number, otp: string): Promise<VerifyOrderOtpResponse> {
    const result = await api.post<VerifyOrderOtpResponse>('/wholesale-customers/verify-order-otp', {
      otp,
      order_id: orderId,
    });
    return result.data;
  },

  async dropdownOptions(isUserLoggedIn: boolean): Promise<WholesaleDropdownOptions> {
    const result = await api.get<WholesaleDropdownOptions>(
      '/wholesale-customers/dropdown-options',
      {
        params: isUserLoggedIn ? { isUserLoggedIn: true } : {},
        reuseSeconds: 30,
      },
    );
    return result.data;
  },

  async accessoryCommonSizes(
    accessoryIds: number[],
    pricingGroupId?: number | null,
  ): Promise<AccessoryCommonSizeRow[]> {
    const result = await api.get<AccessoryCommonSizeRow[]>(
      '/wholesale-customers/accessories/common-sizes',
      {
        params: { accessoryIds, pricingGroupId: pricingGroupId ?? undefined },
      },
    );
    return result.data;
  },

  async productCommonSizes(
    productId: number,
    applicationIds: number[],
    pricingGroupId?: number | null,
  ): Promise<CommonSizePriceRow[]> {
    const result = await api.get<CommonSizePriceRow[]>('/products/common-sizes', {
      params: { productId, applicationIds, pricingGroupId: pricingGroupId ?? undefined },
    });
    return result.data;
  },

  /** The ids of the applications priced for a product (data[0].type_ids, "1,2,5"). */
  async pricedApplications(productId: number): Promise<number[]> {
    const result = await api.get<PricingCompletedApplications[]>(
      '/products/wholesale-pricing-completed-applications',
      {
        params: { productId },
      },
    );
    return (result.data[0]?.type_ids ?? '')
      .split(',')
      .map((part) => Number(part.trim()))
      .filter((id) => Number.isInteger(id) && id > 0);
  },

  async orders(
    staff: boolean,
    pagination: OrdersPagination,
  ): Promise<{ rows: WholesaleOrderRow[]; paging: PagingInfo | undefined }> {
    const result = await api.get<WholesaleOrderRow[]>(
      staff ? '/wholesale/orders' : '/wholesale-customers/orders',
      {
        params: { pagination_object: pagination },
        reuseSeconds: 0,
      },
    );
    return { rows: result.data, paging: result.info.pagination_object };
  },

  /** An order's details; the management portal passes its configured URL template ({id} filled in). */
  async orderDetails(
    id: number,
    options: { staff: boolean; retries?: number; urlTemplate?: string },
  ): Promise<WholesaleOrderDetails> {
    const path = options.urlTemplate
      ? options.urlTemplate.replace('{id}', String(id))
      : options.staff
        ? `/wholesale/order/${id}/details`
        : `/wholesale-customers/order/${id}/details`;
    const result = await api.get<WholesaleOrderDetails>(path, {
      reuseSeconds: 0,
      retries: options.retries,
      silent: true,
    });
    return result.data;
  },

  async createOrder(
    body: CreateOrderRequest,
    options: { silent?: boolean } = {},
  ): Promise<SaveOrderResponse> {
    const result = await api.post<SaveOrderResponse>(
      '/wholesale-customers/order/new/details',
      body,
      {
        retries: 0,
        silent: options.silent,
      },
    );
    return result.data;
  },

  async saveOrder(
    id: number,
    body: SaveOrderRequest,
    options: { silent?: boolean } = {},
  ): Promise<SaveOrderResponse> {
    const result = await api.post<SaveOrderResponse>(
      `/wholesale-customers/order/${id}/details`,
      body,
      {
        retries: 0,
        silent: options.silent,
      },
    );
    return result.data;
  },

  async staffSaveOrder(
    id: number,
    body: SaveOrderRequest,
    options: { silent?: boolean } = {},
  ): Promise<SaveOrderResponse> {
    const result = await api.post<SaveOrderResponse>(`/wholesale/order/${id}/details`, body, {
      retries: 0,
      silent: options.silent,
    });
    return result.data;
  },

  async convertOrder(
    id: number,
    options: { silent?: boolean } = {},
  ): Promise<ConvertOrderResponse> {
    return (
      await api.patch<ConvertOrderResponse>(`/wholesale/order/${id}/convert`, undefined, {
        retries: 0,
        silent: options.silent,
      })
    ).data;
  },

  async deleteDraft(id: number): Promise<void> {
    await api.delete(`/wholesale-customers/order/${id}`, { retries: 0 });
  },

  async priceOrder(id: number, orderData: string): Promise<OrderPricing> {
    const result = await api.post<OrderPricing>(
      `/wholesale/order/${id}/price`,
      { order_data: orderData },
      { silent: true },
    );
    return result.data;
  },
};

export type WholesaleApi = typeof wholesaleApi;
