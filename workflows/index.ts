export { emailWorkflow } from './email';
export { invitationsWorkflow } from './invitations';
