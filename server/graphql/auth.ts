/** Log-in, log-out, registration, password reset, and the person's own details and password (Min side). */
import { inLanguage } from '../domain/messages.ts';
import * as auth from '../services/auth.ts';
import { ConflictError, ForbiddenError, InvalidCredentialsError, TooManyAttemptsError, ValidationError } from '../services/errors.ts';
import * as own from '../services/ownAccount.ts';
import { PASSWORD_CHANGE_MESSAGES } from '../domain/credentials.ts';
import { RateLimitedError } from '../services/rateLimit.ts';
import * as registration from '../services/registration.ts';
import { builder } from './builder.ts';

type User = Awaited<ReturnType<Parameters<typeof auth.login>[0]['db']['user']['findUniqueOrThrow']>>;

const ViewerPayload = builder.objectRef<{ viewer: User; redirectTo: string }>('ViewerPayload').implement({
  fields: (t) => ({
    viewer: t.prismaField({ type: 'User', resolve: (_query, p) => p.viewer }),
    redirectTo: t.exposeString('redirectTo', { description: '/admin for employees, /konto for others.' }),
  }),
});

const OkPayload = builder.objectRef<{ message: string }>('OkPayload').implement({
  fields: (t) => ({
    message: t.string({ description: 'What the screen shows, in the request\'s language (Accept-Language).', resolve: (p, _args, ctx) => inLanguage(p.message, ctx.language) }),
  }),
});

const LoginInput = builder.inputType('LoginInput', {
  fields: (t) => ({
    email: t.string({ required: true }),
    password: t.string({ required: true }),
    remember: t.boolean({ description: 'Keep the session for 30 days instead of 12 hours.' }),
  }),
});

const RegisterInput = builder.inputType('RegisterInput', {
  fields: (t) => ({
    firstname: t.string({ required: true }),
    lastname: t.string({ required: true }),
    phone: t.string({ required: true, description: 'With country code, e.g. +4791234567.' }),
    email: t.string({ required: true }),
    password: t.string({ required: true, description: 'At least 8 characters with a letter and a digit.' }),
  }),
});

const ConfirmRegistrationInput = builder.inputType('ConfirmRegistrationInput', {
  fields: (t) => ({ key: t.string({ required: true, description: 'The key from the link in the confirmation mail.' }) }),
});

const RequestPasswordResetInput = builder.inputType('RequestPasswordResetInput', {
  fields: (t) => ({ email: t.string({ required: true }) }),
});

const ResetPasswordInput = builder.inputType('ResetPasswordInput', {
  fields: (t) => ({ key: t.string({ required: true }), password: t.string({ required: true }) }),
});

const viewerPayload = async (ctx: Parameters<typeof auth.login>[0], v: { id: number; isEmployee: boolean }) => ({
  viewer: await ctx.db.user.findUniqueOrThrow({ where: { id: v.id } }),
  redirectTo: v.isEmployee ? '/admin' : '/konto',
});

builder.mutationFields((t) => ({
  login: t.field({
    type: ViewerPayload,
    errors: { types: [ValidationError, InvalidCredentialsError, TooManyAttemptsError], union: { name: 'LoginResult' } },
    args: { input: t.arg({ type: LoginInput, required: true }) },
    resolve: async (_root, { input }, ctx) => viewerPayload(ctx, await auth.login(ctx, input)),
  }),
  logout: t.field({
    type: OkPayload,
    resolve: async (_root, _args, ctx) => {
      await auth.logout(ctx);
      return { message: 'Du er logga ut.' };
    },
  }),
  register: t.field({
    type: OkPayload,
    description:
      'Asks for a customer account. Answers the same whether or not the address has an account: a new address gets a ' +
      'confirmation link (confirmRegistration creates the account), a known one a mail saying it already has one.',
    errors: { types: [ValidationError, RateLimitedError], union: { name: 'RegisterResult' } },
    args: { input: t.arg({ type: RegisterInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      await registration.register(ctx, input);
      return { message: registration.REGISTRATION_SENT_MESSAGE };
    },
  }),
  confirmRegistration: t.field({
    type: ViewerPayload,
    description: 'Opens the link of the confirmation mail: creates the customer account once and logs it in.',
    errors: { types: [ValidationError], union: { name: 'ConfirmRegistrationResult' } },
    args: { input: t.arg({ type: ConfirmRegistrationInput, required: true }) },
    resolve: async (_root, { input }, ctx) => viewerPayload(ctx, await registration.confirmRegistration(ctx, input)),
  }),
  requestPasswordReset: t.field({
    type: OkPayload,
    description: 'Same answer whether or not the address exists.',
    errors: { types: [ValidationError, RateLimitedError], union: { name: 'RequestPasswordResetResult' } },
    args: { input: t.arg({ type: RequestPasswordResetInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      await auth.requestPasswordReset(ctx, input);
      return { message: 'E-post sendt' };
    },
  }),
  resetPassword: t.field({
    type: OkPayload,
    errors: { types: [ValidationError, RateLimitedError], union: { name: 'ResetPasswordResult' } },
    args: { input: t.arg({ type: ResetPasswordInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      await auth.resetPassword(ctx, input);
      return { message: 'Passordet ditt har blitt oppdatert!' };
    },
  }),
}));

// ---------- Min side: the person's own details and password ----------

const UpdateOwnDetailsInput = builder.inputType('UpdateOwnDetailsInput', {
  description: 'Name and phone of the logged-in person (the e-mail is the log-in and is not changed here).',
  fields: (t) => ({
    updatedAt: t.field({ type: 'DateTime', required: true, description: 'viewer.updatedAt as loaded; a newer one answers ConflictError.' }),
    firstname: t.string({ required: true }),
    lastname: t.string({ required: true }),
    phoneCountryCode: t.string({ description: 'E.g. +47; may be left out when the phone starts with + or 00.' }),
    phone: t.string(),
  }),
});

const ChangeOwnPasswordInput = builder.inputType('ChangeOwnPasswordInput', {
  fields: (t) => ({
    currentPassword: t.string({ required: true }),
    newPassword: t.string({ required: true, description: 'At least 8 characters with a letter and a digit.' }),
  }),
});

const UpdateOwnDetailsSuccess = builder.objectRef<{ id: number }>('UpdateOwnDetailsSuccess').implement({
  fields: (t) => ({ viewer: t.prismaField({ type: 'User', resolve: (query, p, _a, ctx) => ctx.db.user.findUniqueOrThrow({ ...query, where: { id: p.id } }) }) }),
});

builder.mutationFields((t) => ({
  updateOwnDetails: t.field({
    type: UpdateOwnDetailsSuccess,
    description: 'Min side: the logged-in person changes their name and phone (history records it).',
    authScopes: { loggedIn: true },
    errors: { types: [ValidationError, ConflictError, ForbiddenError], union: { name: 'UpdateOwnDetailsResult' } },
    args: { input: t.arg({ type: UpdateOwnDetailsInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const fields = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined && v !== null)) as typeof input;
      return { id: (await own.updateOwnDetails(ctx, { ...fields, phoneCountryCode: input.phoneCountryCode ?? null, phone: input.phone ?? null })).id };
    },
  }),
  changeOwnPassword: t.field({
    type: OkPayload,
    description: 'Min side: asks for the current password; ends the person\'s other sessions and open reset links, and mails a notice.',
    authScopes: { loggedIn: true },
    errors: { types: [ValidationError, RateLimitedError, ForbiddenError], union: { name: 'ChangeOwnPasswordResult' } },
    args: { input: t.arg({ type: ChangeOwnPasswordInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      await own.changeOwnPassword(ctx, input);
      return { message: PASSWORD_CHANGE_MESSAGES.changed };
    },
  }),
}));
