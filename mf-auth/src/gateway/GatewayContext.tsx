import { createContext, useContext, type ReactNode } from 'react';
import { httpAuthGateway, type AuthGateway } from './authGateway';

const GatewayContext = createContext<AuthGateway>(httpAuthGateway);

export interface GatewayProviderProps {
  gateway: AuthGateway;
  children: ReactNode;
}

/** Replaces the server calls below it; tests pass a fake gateway. */
export function GatewayProvider(props: GatewayProviderProps) {
  return <GatewayContext.Provider value={props.gateway}>{props.children}</GatewayContext.Provider>;
}

export function useGateway(): AuthGateway {
  return useContext(GatewayContext);
}
