import {
  DemoErpState,
  ExcludedItemGroups,
  ExcludedItemGroupsUpdate,
  IdParam,
  Language,
  MaintenanceState,
  MaintenanceSwitch,
  NotificationEmail,
  NotificationEmailCreate,
  NotificationEmailPage,
  Ok,
  PagedQuery,
  TermsOfDeliveryKeyParam,
  TermsOfDeliveryLink,
  TermsOfDeliveryList,
  TermsOfDeliveryUpdate,
  TwoFactorSettings,
} from '@selvedge/contracts';
import { z } from 'zod';
import { administratorAccess, signedInAccess, signedInContext } from '../../plugins/access.js';
import type { AuthenticatedContext } from '../../shared/context.js';
import type { AppDeps } from '../../shared/deps.js';
import { AppError, invalidFields, notFound } from '../../shared/errors.js';
import type { AppInstance } from '../../shared/fastify.js';
import { listItemGroups, unknownItemGroups } from '../catalog/index.js';
import { type LogEvent, writeLog } from '../logs/index.js';
import {
  deleteNotificationEmail,
  insertNotificationEmail,
  pageNotificationEmails,
} from './notification-emails.repository.js';
import {
  getMaintenance,
  getTwoFactorSettings,
  listExcludedItemGroups,
  listTermsOfDelivery,
  saveExcludedItemGroups,
  saveMaintenance,
  saveTermsOfDelivery,
  saveTwoFactorSettings,
  termsOfDeliveryFor,
  twoFactorSettingsMessage,
} from './settings.service.js';

const tags = ['settings'];

export async function settingsRoutes(app: AppInstance, deps: AppDeps): Promise<void> {
  const { db } = deps.database;
  /** Every change of a setting is a line of the error log (log-wording.ts reads it back). */
  const audit = (ctx: AuthenticatedContext, event: LogEvent, message: string) =>
    writeLog(db, ctx, { level: 'info', event, message });
  /** A setting saved by the service: logged, then answered. */
  const auditedSave = async <T>(
    ctx: AuthenticatedContext,
    saving: Promise<T>,
    message: (saved: T) => string,
  ) => {
    const saved = await saving;
    await audit(ctx, 'SETTINGS_CHANGED', message(saved));
    return saved;
  };
  /** Maintenance mode and its texts are one setting: a part changed saves the whole. */
  const changeMaintenance = async (
    ctx: AuthenticatedContext,
    part: Partial<MaintenanceState>,
    message: string,
  ) => {
    const next = { ...(await getMaintenance(db)), ...part };
    await saveMaintenance(db, next);
    await audit(ctx, 'MAINTENANCE_CHANGED', message);
    return next;
  };

  app.get(
    '/api/maintenance',
    {
      config: { access: signedInAccess },
      schema: {
        tags,
        summary: 'Maintenance state and texts (for the notice of foundations 2)',
        response: { 200: MaintenanceState },
      },
    },
    async (_request) => {
      return getMaintenance(db);
    },
  );

  app.put(
    '/api/settings/maintenance',
    {
      config: { access: administratorAccess },
      schema: {
        tags,
        summary: 'Switch maintenance mode on or off (Administrator)',
        body: MaintenanceSwitch,
        response: { 200: MaintenanceState },
      },
    },
    async (request) => {
      const { enabled } = request.body;
      return changeMaintenance(
        signedInContext(request),
        { enabled },
        `Maintenance mode ${enabled ? 'on' : 'off'}`,
      );
    },
  );

  app.get(
    '/api/settings/demo-erp',
    {
      config: { access: administratorAccess, problems: { 404: ['NOT_FOUND'] } },
      schema: {
        tags,
        summary: "The demo ERP's outage switch (Administrator; 404 with a real ERP)",
        response: { 200: DemoErpState },
      },
    },
    async () => {
      if (!deps.erpSimulation) throw notFound();
      return { isDown: deps.erpSimulation.isDown() };
    },
  );

  app.put(
    '/api/settings/demo-erp',
    {
      config: { access: administratorAccess, problems: { 404: ['NOT_FOUND'] } },
      schema: {
        tags,
        summary: 'Let the demo ERP play an outage, or end it (Administrator; 404 with a real ERP)',
        body: z.strictObject(DemoErpState.shape),
        response: { 200: DemoErpState },
      },
    },
    async (request) => {
      if (!deps.erpSimulation) throw notFound();
      deps.erpSimulation.setDown(request.body.isDown);
      await audit(
        signedInContext(request),
        'DEMO_ERP_SWITCHED',
        `Demo ERP ${request.body.isDown ? 'switched off (simulated outage)' : 'switched on'}`,
      );
      return { isDown: deps.erpSimulation.isDown() };
    },
  );

  app.put(
    '/api/settings/maintenance/texts',
    {
      config: { access: administratorAccess },
      schema: {
        tags,
        summary: 'Maintenance texts, one per language (Administrator, D11)',
        body: z.strictObject(MaintenanceState.shape.texts.shape),
        response: { 200: MaintenanceState },
      },
    },
    async (request) =>
      changeMaintenance(signedInContext(request), { texts: request.body }, 'Maintenance texts changed'),
  );

  app.get(
    '/api/settings/notification-emails',
    {
      config: { access: administratorAccess },
      schema: {
        tags,
        summary: 'Addresses told of new registrations, 10 a page (Administrator)',
        querystring: PagedQuery.pick({ page: true }),
        response: { 200: NotificationEmailPage },
      },
    },
    async (request) => {
      return pageNotificationEmails(db, request.query.page);
    },
  );

  app.post(
    '/api/settings/notification-emails',
    {
      config: { access: administratorAccess, problems: { 400: ['NOTIFICATION_EMAIL_TAKEN'] } },
      schema: {
        tags,
        summary: 'Add a notification e-mail; an address on the list already is refused (Administrator)',
        body: NotificationEmailCreate,
        response: { 201: NotificationEmail },
      },
    },
    async (request, reply) => {
      const ctx = signedInContext(request);
      const row = await insertNotificationEmail(db, request.body.email);
      if (!row) {
        throw new AppError('NOTIFICATION_EMAIL_TAKEN', 400, {
          fields: [{ path: 'email', code: 'INVALID_VALUE' }],
        });
      }
      await audit(ctx, 'SETTINGS_CHANGED', `Notification e-mail ${row.email} added`);
      return reply.code(201).send(row);
    },
  );

  app.delete(
    '/api/settings/notification-emails/:id',
    {
      config: { access: administratorAccess, problems: { 404: ['NOT_FOUND'] } },
      schema: {
        tags,
        summary: 'Remove a notification e-mail (Administrator)',
        params: IdParam,
        response: { 200: Ok },
      },
    },
    async (request) => {
      const ctx = signedInContext(request);
      const row = await deleteNotificationEmail(db, request.params.id);
      if (!row) throw notFound();
      await audit(ctx, 'SETTINGS_CHANGED', `Notification e-mail ${row.email} removed`);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/settings/terms-of-delivery',
    {
      config: { access: administratorAccess },
      schema: {
        tags,
        summary: 'Terms-of-delivery links: German, English, Dutch, French (Administrator)',
        response: { 200: TermsOfDeliveryList },
      },
    },
    async (_request) => {
      return listTermsOfDelivery(db);
    },
  );

  app.put(
    '/api/settings/terms-of-delivery/:key',
    {
      config: { access: administratorAccess },
      schema: {
        tags,
        summary: "A language's terms-of-delivery link, an http or https address (Administrator)",
        params: TermsOfDeliveryKeyParam,
        body: TermsOfDeliveryUpdate,
        response: { 200: TermsOfDeliveryLink },
      },
    },
    async (request) =>
      auditedSave(
        signedInContext(request),
        saveTermsOfDelivery(db, request.params.key, request.body.url),
        (saved) => `Terms of delivery (${saved.key}) set to ${saved.url}`,
      ),
  );

  app.get(
    '/api/terms-of-delivery',
    {
      config: { access: signedInAccess },
      schema: {
        tags,
        summary: "The terms-of-delivery link in the signed-in user's language (the ordering screens)",
        response: { 200: z.object({ language: Language, url: z.string() }) },
      },
    },
    async (request) => {
      const ctx = signedInContext(request);
      return { language: ctx.language, url: await termsOfDeliveryFor(db, ctx.language) };
    },
  );

  app.get(
    '/api/settings/excluded-item-groups',
    {
      config: { access: administratorAccess },
      schema: {
        tags,
        summary: "Excluded product groups and the ERP's item groups to choose from (Administrator, D34)",
        response: { 200: ExcludedItemGroups },
      },
    },
    async (_request) => {
      return { codes: await listExcludedItemGroups(db), itemGroups: await listItemGroups(db) };
    },
  );

  app.put(
    '/api/settings/excluded-item-groups',
    {
      config: { access: administratorAccess },
      schema: {
        tags,
        summary:
          'Replace the excluded product groups; every code must be an item group of the ERP (Administrator)',
        body: ExcludedItemGroupsUpdate,
        response: { 200: ExcludedItemGroups },
      },
    },
    async (request) => {
      const ctx = signedInContext(request);
      const { codes } = request.body;
      const unknown = new Set(await unknownItemGroups(db, codes));
      if (unknown.size > 0) {
        throw invalidFields(
          codes.flatMap((code, index) =>
            unknown.has(code) ? [{ path: `codes.${index}`, code: 'INVALID_VALUE' as const }] : [],
          ),
        );
      }
      const saved = await auditedSave(
        ctx,
        saveExcludedItemGroups(db, codes),
        (groups) => `Excluded product groups set to ${groups.length > 0 ? groups.join(', ') : 'none'}`,
      );
      return { codes: saved, itemGroups: await listItemGroups(db) };
    },
  );

  app.get(
    '/api/settings/two-factor',
    {
      config: { access: administratorAccess },
      schema: {
        tags,
        summary: 'For which staff roles two-factor sign-in is required (Administrator, ADR-035)',
        response: { 200: TwoFactorSettings },
      },
    },
    async () => getTwoFactorSettings(db),
  );

  app.put(
    '/api/settings/two-factor',
    {
      config: { access: administratorAccess },
      schema: {
        tags,
        summary:
          'Require two-factor sign-in for administrators and/or sales; applies from their next sign-in (Administrator)',
        body: TwoFactorSettings,
        response: { 200: TwoFactorSettings },
      },
    },
    async (request) =>
      auditedSave(
        signedInContext(request),
        saveTwoFactorSettings(db, request.body),
        twoFactorSettingsMessage,
      ),
  );
}
