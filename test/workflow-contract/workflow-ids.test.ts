import assert from 'node:assert/strict';
import {
  emailWorkflowId,
  exampleRunWorkflowId,
  invitationsWorkflowId,
  roundClockWorkflowId,
  submissionWorkflowId,
  webhookDeliveryWorkflowId,
} from '../../workflow-contract/workflow-ids';

// Recorded histories and running workflows are found by these ids: their text must not change.
describe('workflow ids', () => {
  it('carry the business key in the text every run so far was started with', () => {
    assert.equal(submissionWorkflowId('s1'), 'submission-s1');
    assert.equal(invitationsWorkflowId('c1', 'b1'), 'invite-c1-b1');
    assert.equal(emailWorkflowId('e1'), 'email-e1');
    assert.equal(exampleRunWorkflowId('r1'), 'run-r1');
    assert.equal(webhookDeliveryWorkflowId('w1'), 'webhook-w1');
    assert.equal(roundClockWorkflowId('r1'), 'round-clock-r1');
  });
});
