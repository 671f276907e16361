import { defineSearchAttributeKey, SearchAttributeType } from '@temporalio/common';

/** Keyword search attributes that make every run findable in the Temporal UI and CLI. */
export const CompanyId = defineSearchAttributeKey('CompanyId', SearchAttributeType.KEYWORD);
export const CandidateEmail = defineSearchAttributeKey('CandidateEmail', SearchAttributeType.KEYWORD);
export const SubmissionId = defineSearchAttributeKey('SubmissionId', SearchAttributeType.KEYWORD);

export const SEARCH_ATTRIBUTES = [CompanyId, CandidateEmail, SubmissionId];
