// Tokens, single sign-on and password reset (spec §4 Authentication, §7).
import { type Context, findUserByEmail, type Handler, randomToken, send, t } from '../context.ts';
import type { DemoState, Schemas } from '../model.ts';
import { audienceAccepted, jwtPart, signatureProblem } from '../openid.ts';
import { ApiError } from '../rules.ts';
import { DEMO_CLIENT } from '../seed.ts';

/** Access tokens last two hours; refresh tokens thirty days. */
export const ACCESS_TOKEN_SECONDS = 7200;
const REFRESH_TOKEN_MS = 30 * 24 * 3_600_000;
const RESET_TOKEN_MS = 3_600_000;
/**
 * How long a refresh token already exchanged may be exchanged again (the grace period of rotation, as Okta's 30 s
 * default or Auth0's reuse interval): a tab closed or reloaded while its refresh was on its way never stores the new
 * pair, and without it the next tab's refresh with the same token was refused and signed the driver out of every tab
 * (issue 19, session 35: the e2e sessions test, 1 run in 40 on a loaded machine).
 */
export const REFRESH_REUSE_GRACE_MS = 30_000;

function issue(ctx: Context, userId: number | null): Schemas['TokenResponse'] {
  const access = randomToken(40);
  const refresh = userId === null ? null : randomToken(40);
  ctx.state.tokens.set(access, { userId, expiresAt: ctx.now + ACCESS_TOKEN_SECONDS * 1000, refreshToken: refresh });
  if (refresh) ctx.state.refreshTokens.set(refresh, { userId, expiresAt: ctx.now + REFRESH_TOKEN_MS });
  return {
    access_token: access,
    token_type: 'Bearer',
    expires_in: ACCESS_TOKEN_SECONDS,
    ...(refresh ? { refresh_token: refresh } : {}),
    scope: userId === null ? 'guest' : 'member',
    created_at: Math.floor(ctx.now / 1000),
  };
}

function denied(description: string): ApiError {
  return new ApiError(401, 'INVALID_CREDENTIALS', description, { error: 'invalid_grant', error_description: description });
}

/**
 * The e-mail and nonce of a valid id token: one signed by an issuer this tenant trusts (issue 36: registered with
 * `POST __demo/openid/issuers`; signature, `aud`, `exp`, `email` checked), or one of the demo's fake provider
 * (`__demo/openid`, unsigned, for previews and `npm start`).
 */
export async function readIdToken(state: DemoState, token: string, now: number): Promise<{ email: string; nonce: string | null }> {
  let claims: Record<string, unknown>;
  try {
    claims = jwtPart(token.split('.')[1] ?? '');
  } catch {
    throw denied('The id token is not a JWT.');
  }
  const trusted = typeof claims.iss === 'string' ? state.openidIssuers.get(claims.iss) : undefined;
  if (trusted) {
    // Nothing of the token is believed before its signature verifies.
    const problem = await signatureProblem(trusted, token);
    if (problem) throw denied(problem);
    if (!audienceAccepted(trusted, claims.aud)) throw denied('The id token is for another client.');
    // An e-mail the provider says it has not verified names no one (OpenID Connect Core §5.1).
    if (claims.email_verified === false) throw denied('The provider has not verified this e-mail.');
  } else {
    if (typeof claims.iss !== 'string' || !claims.iss.endsWith('/__demo/openid')) throw denied('The id token was not issued by a trusted provider.');
    if (claims.aud !== DEMO_CLIENT.id) throw denied('The id token is for another client.');
  }
  if (typeof claims.exp !== 'number' || claims.exp * 1000 < now) throw denied('The id token has expired.');
  if (typeof claims.email !== 'string' || !findUserByEmail(state, claims.email)) throw denied('No account has this e-mail.');
  return { email: claims.email, nonce: typeof claims.nonce === 'string' ? claims.nonce : null };
}

function requireSso(ctx: Context): void {
  if (!ctx.state.tenant.use_single_sign_on) throw new ApiError(403, 'SINGLE_SIGN_ON_DISABLED', 'This operator does not use single sign-on.');
}

/** POST /oauth2/token: obtain an access token. */
export const createToken: Handler = async (ctx) => {
  const body = ctx.body as Schemas['TokenRequest'];
  if (body.client_id !== DEMO_CLIENT.id || body.client_secret !== DEMO_CLIENT.secret) {
    throw new ApiError(401, 'INVALID_CLIENT', 'Unknown client.', { error: 'invalid_client', error_description: 'Unknown client.' });
  }
  switch (body.grant_type) {
    case 'client_credentials':
      return { status: 200, body: issue(ctx, null) };
    case 'password': {
      const user = findUserByEmail(ctx.state, body.username);
      if (!user || user.password !== body.password) throw denied('Access denied, please check your credentials.');
      return { status: 200, body: issue(ctx, user.id) };
    }
    case 'openid_token': {
      requireSso(ctx);
      const { email } = await readIdToken(ctx.state, body.openid_token, ctx.now);
      return { status: 200, body: issue(ctx, findUserByEmail(ctx.state, email)?.id ?? null) };
    }
    case 'refresh_token': {
      const record = ctx.state.refreshTokens.get(body.refresh_token);
      const spent = record?.usedAt !== undefined && ctx.now - record.usedAt > REFRESH_REUSE_GRACE_MS;
      if (!record || record.expiresAt < ctx.now || spent) throw denied('The refresh token is invalid, expired or was already used.');
      const userId = record.userId;
      // Rotation: a refresh token works once, or again within the grace period after its first use.
      record.usedAt ??= ctx.now;
      if (userId !== null && !ctx.state.users.has(userId)) throw denied('The account no longer exists.');
      return { status: 200, body: issue(ctx, userId) };
    }
  }
};

/** POST /sso/openid: exchange a single-sign-on id token for an access token. */
export const exchangeOpenidToken: Handler = async (ctx) => {
  requireSso(ctx);
  const { openid } = ctx.body as { openid: { id_token: string } };
  const { email } = await readIdToken(ctx.state, openid.id_token, ctx.now);
  return { status: 200, body: issue(ctx, findUserByEmail(ctx.state, email)?.id ?? null) };
};

/** POST /reset_password: send a password-reset e-mail. */
export const requestPasswordReset: Handler = (ctx) => {
  const { email } = ctx.body as { email: string };
  const user = findUserByEmail(ctx.state, email);
  // The answer is the same whether the account exists or not, so that it reveals nothing.
  if (user) {
    const token = randomToken(32);
    ctx.state.resetTokens.set(token, { userId: user.id, expiresAt: ctx.now + RESET_TOKEN_MS });
    // decision D3: the reset page is /reset-password and reads ?reset_password_token=.
    const link = `${ctx.frontOfficeUrl}/reset-password?reset_password_token=${token}`;
    send(ctx, {
      kind: 'email',
      to: user.email,
      subject: t(ctx, `${ctx.state.tenant.human_name} : réinitialisez votre mot de passe`, `${ctx.state.tenant.human_name}: reset your password`),
      text: t(ctx, `Bonjour,\n\nPour choisir un nouveau mot de passe, ouvrez ce lien dans l’heure : ${link}\n\nSi vous n’avez rien demandé, ignorez ce message.`, `Hello,\n\nTo choose a new password, open this link within the hour: ${link}\n\nIf you did not ask for this, ignore this message.`),
      code: token,
      link,
    });
  }
  return { status: 204 };
};

/** POST /reset_password/confirm: set a new password with a reset token. */
export const confirmPasswordReset: Handler = (ctx) => {
  const body = ctx.body as { password: string; password_confirmation: string; reset_password_token: string };
  const record = ctx.state.resetTokens.get(body.reset_password_token);
  if (!record) throw new ApiError(400, 'INVALID_RESET_PASSWORD_TOKEN', 'This reset link is invalid or was already used.');
  if (record.expiresAt < ctx.now) throw new ApiError(400, 'RESET_PASSWORD_TOKEN_EXPIRED', 'This reset link has expired.');
  // decision D13: the confirmation must match.
  if (body.password !== body.password_confirmation) throw new ApiError(400, 'PASSWORD_CONFIRMATION_MISMATCH', 'The two passwords are not identical.');
  const user = ctx.state.users.get(record.userId);
  if (!user) throw new ApiError(400, 'INVALID_RESET_PASSWORD_TOKEN', 'The account no longer exists.');
  user.password = body.password;
  ctx.state.resetTokens.delete(body.reset_password_token);
  return { status: 204 };
};
