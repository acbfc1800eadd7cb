import { isRejected, type ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import { baseApi } from './baseApi';

/**
 * Spec section 8: failed fetches are logged (the page shows its empty view). Requests that
 * RTK Query skips because the data is cached also "reject" with `condition`; those are not
 * failures and are left out.
 */
export function addApiFailureLogging(listener: ListenerMiddlewareInstance): void {
  listener.startListening({
    predicate: (action) =>
      isRejected(action) &&
      action.type.startsWith(`${baseApi.reducerPath}/`) &&
      !action.meta.condition,
    effect: (action) => {
      if (!isRejected(action)) return;
      const { arg } = action.meta as { arg?: { endpointName?: string } };
      console.error(
        `[api] ${arg?.endpointName ?? 'request'} failed`,
        action.payload ?? action.error,
      );
    },
  });
}
