import { createContext, useContext, type ReactNode } from "react";

export type AuthUser = { id: string; email: string; firstName: string; lastName: string };

/** docs/product/accounts-and-back-office.md#sessions: what the page knows about the signed-in user. The server decides; this only displays. */
export type AuthState = {
  user: AuthUser | null;
  session: { expiresAt: string } | null;
  /** The session is being checked again (a navigation is waiting for it). */
  loading: boolean;
  /** False whenever there is no user. */
  isAdmin: boolean;
};

const AuthContext = createContext<AuthState | undefined>(undefined);

export function AuthProvider({ value, children }: { value: AuthState; children: ReactNode }) {
  const state = value.user ? value : { ...value, session: null, isAdmin: false };
  return <AuthContext.Provider value={state}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error("useAuth must be used within an AuthProvider");
  return state;
}
