export { emailWorkflow } from './email';
export { webhookDeliveryWorkflow } from './webhook';
