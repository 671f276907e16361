export { emailWorkflow } from './email';
export { submissionWorkflow } from './submission';
