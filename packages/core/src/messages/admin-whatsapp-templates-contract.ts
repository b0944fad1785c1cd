import { z } from '../shared/zod';
import { whatsappTemplatesBody, whatsappTemplatesSchema } from './whatsapp-templates';
import { defineEndpoint } from '../contract/endpoint';
import { adminTag } from '../contract/admin-shared';
import { editConflictError, editVersionField, versionDtoSchema } from '../shared/edit-version';

const tag = adminTag('WhatsApp messages');

/** The owner's wording and the shop's defaults side by side: the console resets a message to its default. */
const templatesAnswer = z.object({
  success: z.literal(true),
  templates: whatsappTemplatesSchema,
  defaults: whatsappTemplatesSchema,
  /** The version of the owner's wording, all kinds together: what a save sends back (decision 025). */
  version: versionDtoSchema,
});

export const getAdminWhatsappTemplates = defineEndpoint({
  method: 'GET',
  path: '/api/admin/whatsapp-templates',
  summary:
    "The text of each WhatsApp message the console's orders offer (confirmation, shipped, deliveryAttempt, statusUpdate), with placeholders such as {name} and {confirmLink}, and the shop's defaults",
  tag,
  auth: 'admin',
  success: { body: templatesAnswer },
});

export const putAdminWhatsappTemplates = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/whatsapp-templates',
  summary:
    "Reword WhatsApp messages: each kind given takes its new text (at most 1000 characters, only that kind's placeholders; the confirmation must keep {confirmLink}), null puts the shop's text back, a kind left out keeps its text",
  tag,
  auth: 'admin',
  request: { body: whatsappTemplatesBody.extend(editVersionField) },
  success: { body: templatesAnswer.extend({ message: z.string() }) },
  errors: { 409: editConflictError() },
});
