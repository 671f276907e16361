export { emailWorkflow } from './email';
export { exampleRunWorkflow } from './example-run';
export { invitationsWorkflow } from './invitations';
export { submissionWorkflow } from './submission';
export { webhookDeliveryWorkflow } from './webhook-delivery';
