export { emailWorkflow } from './email';
export { exampleRunWorkflow } from './example-run';
export { invitationsWorkflow } from './invitations';
export { questionCheckWorkflow } from './question-check';
export { retentionWorkflow } from './retention';
export { roundClockWorkflow } from './round-clock';
export { submissionWorkflow } from './submission';
export { webhookDeliveryWorkflow } from './webhook-delivery';
