import { renderToString } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { AuthProvider, useAuth } from "./auth-context.tsx";

function ShowEmail() {
  const { user, isAdmin } = useAuth();
  return <p>{`${user?.email ?? "nobody"} ${isAdmin ? "admin" : "not admin"}`}</p>;
}

describe("useAuth", () => {
  test("throws its own message outside its provider", () => {
    expect(() => renderToString(<ShowEmail />)).toThrow("useAuth must be used within an AuthProvider");
  });

  test("gives the provider's user, and isAdmin is false when there is no user", () => {
    const user = { id: "u1", email: "admin@academy.test", firstName: "A", lastName: "B" };
    const session = { expiresAt: "2030-01-01T00:00:00Z" };
    expect(
      renderToString(
        <AuthProvider value={{ user, session, loading: false, isAdmin: true }}>
          <ShowEmail />
        </AuthProvider>,
      ),
    ).toContain("admin@academy.test admin");
    expect(
      renderToString(
        <AuthProvider value={{ user: null, session, loading: false, isAdmin: true }}>
          <ShowEmail />
        </AuthProvider>,
      ),
    ).toContain("nobody not admin");
  });
});
