/** The platform team's login form (the only `/_platform` page without a session). */
export function LoginForm({ error, name }: { readonly error?: string | null; readonly name?: string }) {
  return (
    <>
      <p className="note">For the platform team. A shop customer&apos;s login gives no access here.</p>
      {error ? (
        <p className="error" role="alert" id="login-error">
          {error}
        </p>
      ) : null}
      <form className="login" method="post" action="/_platform/login">
        <label htmlFor="platform-name">User name</label>
        <input
          id="platform-name"
          name="name"
          autoComplete="username"
          required
          maxLength={32}
          defaultValue={name}
          aria-describedby={error ? 'login-error' : undefined}
        />
        <label htmlFor="platform-password">Password</label>
        <input
          id="platform-password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          maxLength={128}
          aria-describedby={error ? 'login-error' : undefined}
        />
        <button type="submit">Log in</button>
      </form>
    </>
  );
}
