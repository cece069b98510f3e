import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  inet,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Members: players, agents (types 1, 2, 41, 42; `upline_id` builds the downline tree) and trial accounts
 * (type 4). Account and e-mail are unique whatever their case; a mobile number is unique per dialing code.
 */
export const members = pgTable(
  'members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    account: text('account').notNull(),
    nickname: text('nickname'),
    /** The real (payee) name; `userName` in the API. */
    payeeName: text('payee_name'),
    email: text('email'),
    dialingCode: text('dialing_code'),
    mobile: text('mobile'),
    type: smallint('type').notNull().default(0),
    status: text('status').notNull().default('active'),
    /** Set when repeated failed logins lock the account. */
    lockedUntil: at('locked_until'),
    uplineId: uuid('upline_id').references((): AnyPgColumn => members.id),
    /**
     * Invitation code of an agent (stored in upper case); players get one for their invite-friends link
     * (`referral-codes.ts`).
     */
    affiliateCode: text('affiliate_code'),
    /**
     * Who invited the member (the agent or player whose code or link registered it): the invite-friends
     * page's friends. An agent's invitee also has the agent as upline; a player's invitee joins the
     * player's upline's team and never has a player as upline.
     */
    referrerId: uuid('referrer_id').references((): AnyPgColumn => members.id),
    /** null: no password login (trial and social accounts until they set one). */
    passwordHash: text('password_hash'),
    passwordChangedAt: at('password_changed_at'),
    paymentPasswordHash: text('payment_password_hash'),
    firstLoginAt: at('first_login_at'),
    lastLoginAt: at('last_login_at'),
    lastLoginIp: text('last_login_ip'),
    language: text('language').notNull().default('es'),
    /** File name under DATA_DIR/uploads/avatars. */
    avatarPath: text('avatar_path'),
    birthday: date('birthday', { mode: 'string' }),
    address: text('address'),
    nationality: text('nationality'),
    occupation: text('occupation'),
    sourceOfIncome: text('source_of_income'),
    placeOfBirth: text('place_of_birth'),
    telegram: text('telegram'),
    zalo: text('zalo'),
    qqNum: text('qq_num'),
    whatsapp: text('whatsapp'),
    facebook: text('facebook'),
    line: text('line'),
    wechat: text('wechat'),
    idNumber: text('id_number'),
    recommenderId: text('recommender_id'),
    registerIp: text('register_ip'),
    registerDomain: text('register_domain'),
    registerUrl: text('register_url'),
    /** WEB, TRIAL, GOOGLE, FACEBOOK, AGENT, OPERATOR or SEED. */
    registerMethod: text('register_method').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('members_account_key').on(sql`lower(${table.account})`),
    uniqueIndex('members_email_key')
      .on(sql`lower(${table.email})`)
      .where(sql`${table.email} is not null`),
    uniqueIndex('members_mobile_key')
      .on(table.dialingCode, table.mobile)
      .where(sql`${table.mobile} is not null`),
    uniqueIndex('members_affiliate_code_key')
      .on(table.affiliateCode)
      .where(sql`${table.affiliateCode} is not null`),
    index('members_upline_idx').on(table.uplineId),
    index('members_referrer_idx')
      .on(table.referrerId)
      .where(sql`${table.referrerId} is not null`),
    // The agent centre's search by account prefix (`lower(account) like 'x%'`): a range of this index, then
    // the tree's primary key per match, instead of a walk of the whole team.
    index('members_account_prefix_idx').on(sql`lower(${table.account}) text_pattern_ops`),
    check('members_type_check', sql`${table.type} in (0, 1, 2, 4, 41, 42)`),
    check('members_status_check', sql`${table.status} in ('active', 'disabled', 'locked')`),
  ],
);

/**
 * Login sessions. Only the SHA-256 of the token is stored. A session ends when revoked (logout, password
 * change, disabling), after `idle_expires_at` without use, or at `expires_at` whatever the use.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    portal: text('portal').notNull(),
    /** password, sms, phone-auth, register, trial, google, facebook, password-change, phone-reset. */
    method: text('method').notNull(),
    /** Why the password must be changed before anything else (default, expired), or null. */
    passwordChange: text('password_change'),
    firstLogin: boolean('first_login').notNull().default(false),
    createdAt: at('created_at').notNull(),
    lastSeenAt: at('last_seen_at').notNull(),
    idleExpiresAt: at('idle_expires_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (table) => [
    uniqueIndex('sessions_token_hash_key').on(table.tokenHash),
    index('sessions_member_open_idx')
      .on(table.memberId)
      .where(sql`${table.revokedAt} is null`),
    index('sessions_expires_idx').on(table.expiresAt),
  ],
);

/**
 * Failed logins, by account key (`user:<account in lower case>` or `sms:<dialing> <mobile>`, whether the
 * account exists or not) and by client (IP): the captcha escalation, the account lock and the per-client
 * limit read them.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    accountKey: text('account_key').notNull(),
    clientKey: text('client_key').notNull(),
    at: at('at').notNull(),
  },
  (table) => [
    index('login_failures_account_idx').on(table.accountKey, table.at),
    index('login_failures_client_idx').on(table.clientKey, table.at),
  ],
);

/** Issued captchas: single use, expiring; the answer is stored hashed. */
export const captchas = pgTable(
  'captchas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    answerHash: text('answer_hash').notNull(),
    clientKey: text('client_key').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (table) => [index('captchas_expires_idx').on(table.expiresAt)],
);

/** SMS verification codes (purpose login, register, bind); only the latest code of a number counts. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: text('purpose').notNull(),
    dialingCode: text('dialing_code').notNull(),
    mobile: text('mobile').notNull(),
    /** The member a bind code was requested by. */
    memberId: uuid('member_id').references(() => members.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (table) => [
    index('verification_codes_number_idx').on(
      table.purpose,
      table.dialingCode,
      table.mobile,
      table.createdAt,
    ),
    index('verification_codes_expires_idx').on(table.expiresAt),
    check('verification_codes_purpose_check', sql`${table.purpose} in ('login', 'register', 'bind')`),
  ],
);

/** Links of forgot-password e-mails: the SHA-256 of the token, single use, expiring. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (table) => [index('password_reset_tokens_member_idx').on(table.memberId)],
);

/** Accounts of social sign-in providers linked to members (provider google or facebook, its user id). */
export const memberIdentities = pgTable(
  'member_identities',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.provider, table.subject] }),
    index('member_identities_member_idx').on(table.memberId),
  ],
);

/** The identity settings of the brand: one row (id 1), validated by ZIdentitySettingsSchema. */
export const identitySettings = pgTable(
  'identity_settings',
  {
    id: smallint('id').primaryKey().default(1),
    config: jsonb('config').notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [check('identity_settings_single_row', sql`${table.id} = 1`)],
);

/**
 * The team tree as a closure table: one row per (ancestor, member) pair at every depth, the depth-0 self
 * row included. "Is X in my team" is one primary-key lookup, "my whole team" one range of the primary
 * key, "whose team is X in" one range of the (member, depth) index. Maintained with `members.upline_id`
 * in the same transaction (team-tree.ts); a move rewrites only the moved subtree's links.
 */
export const memberTree = pgTable(
  'member_tree',
  {
    ancestorId: uuid('ancestor_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    depth: smallint('depth').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.ancestorId, table.memberId] }),
    index('member_tree_member_depth_idx').on(table.memberId, table.depth),
    check('member_tree_depth_check', sql`${table.depth} >= 0`),
  ],
);

/**
 * An agent's invitation links: each creates members of one type under the agent; registrations through
 * it are counted in the registration's transaction. The code shares the namespace of `members.affiliate_code`
 * (both are accepted as `referralCode`), checked when a link is made.
 */
export const invitationLinks = pgTable(
  'invitation_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** Upper case, unique. */
    code: text('code').notNull(),
    memberType: smallint('member_type').notNull(),
    label: text('label'),
    enabled: boolean('enabled').notNull().default(true),
    registrations: integer('registrations').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('invitation_links_code_key').on(table.code),
    index('invitation_links_agent_idx').on(table.agentId, table.createdAt),
    check('invitation_links_type_check', sql`${table.memberType} in (0, 1, 2, 41, 42)`),
  ],
);

// ---------- sign-in verification (sign-in-verification/) ----------

/**
 * Devices and addresses a member signed in from: a row per device cookie (only its SHA-256 is stored) with
 * the address it was verified from. A sign-in is known when its device cookie or its address matches a
 * row seen within the brand's knownForDays. `address` is one host, or a network for rows written by the
 * demo seeder and the test factories (no device).
 */
export const memberKnownDevices = pgTable(
  'member_known_devices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    deviceHash: text('device_hash'),
    address: inet('address').notNull(),
    userAgent: text('user_agent'),
    verifiedAt: at('verified_at').notNull(),
    lastSeenAt: at('last_seen_at').notNull(),
  },
  (table) => [
    uniqueIndex('member_known_devices_device_key').on(table.memberId, table.deviceHash),
    index('member_known_devices_member_idx').on(table.memberId, table.lastSeenAt),
  ],
);

/** Every completed sign-in of a member (any method), known or from a new address and device. */
export const memberSignIns = pgTable(
  'member_sign_ins',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    at: at('at').notNull(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent'),
    method: text('method').notNull(),
    known: boolean('known').notNull(),
  },
  (table) => [index('member_sign_ins_member_idx').on(table.memberId, table.at)],
);

/**
 * A sign-in waiting for one more proof (401 LOGIN_VERIFICATION_REQUIRED): the id handed out is stored
 * hashed; bound to the client (address, device) that got it; used once; void after too many wrong proofs.
 * A sent code (SMS or e-mail) is kept hashed on the challenge it was sent for.
 */
export const loginChallenges = pgTable(
  'login_challenges',
  {
    idHash: text('id_hash').primaryKey(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    portal: text('portal').notNull(),
    /** The login that asked for it (password, sms, phone-auth, google, facebook). */
    method: text('method').notNull(),
    reason: text('reason').notNull(),
    proofs: jsonb('proofs').$type<string[]>().notNull(),
    /** The failed-login account key whose failures a wrong proof adds to. */
    accountKey: text('account_key').notNull(),
    /** The forced password change the login found (default, expired), carried to the session. */
    passwordChange: text('password_change'),
    clientIp: text('client_ip').notNull(),
    deviceHash: text('device_hash'),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    consumedAt: at('consumed_at'),
    attempts: smallint('attempts').notNull().default(0),
    codeProof: text('code_proof'),
    codeHash: text('code_hash'),
    codeExpiresAt: at('code_expires_at'),
    codeAttempts: smallint('code_attempts').notNull().default(0),
  },
  (table) => [index('login_challenges_expires_idx').on(table.expiresAt)],
);

/** A member's authenticator (TOTP, RFC 6238): on once a first code confirmed the pending secret. */
export const memberTotp = pgTable('member_totp', {
  memberId: uuid('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  secret: text('secret'),
  pendingSecret: text('pending_secret'),
  enabledAt: at('enabled_at'),
  /** The last 30-second step whose code was accepted: a code is used at most once. */
  lastStep: bigint('last_step', { mode: 'number' }),
  /** The member's choice: a code at every sign-in, known address or not. */
  requiredAtLogin: boolean('required_at_login').notNull().default(false),
  updatedAt: at('updated_at').notNull(),
});

/** One-time recovery codes of a member's authenticator: only the SHA-256 is stored; used once. */
export const memberRecoveryCodes = pgTable(
  'member_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: at('created_at').notNull(),
    usedAt: at('used_at'),
  },
  (table) => [uniqueIndex('member_recovery_codes_member_code_key').on(table.memberId, table.codeHash)],
);
