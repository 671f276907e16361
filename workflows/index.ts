export { emailWorkflow } from './email';
