export { emailWorkflow } from './email';
export { invitationsWorkflow } from './invitations';
export { submissionWorkflow } from './submission';
export { webhookDeliveryWorkflow } from './webhook';
