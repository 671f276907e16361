#!/bin/sh
# Creates the namespace and registers the search attributes the service sets on every run.
# Closed runs (and their CandidateEmail) are kept 72 hours (docs/operations.md, "What Temporal keeps").
set -eu
ADDRESS="${TEMPORAL_ADDRESS:-temporal:7233}"
NAMESPACE="${TEMPORAL_NAMESPACE:-default}"
until temporal operator cluster health --address "$ADDRESS"; do sleep 2; done
temporal operator namespace describe -n "$NAMESPACE" --address "$ADDRESS" \
  || temporal operator namespace create -n "$NAMESPACE" --address "$ADDRESS" --retention 72h
for name in CompanyId CandidateEmail SubmissionId; do
  temporal operator search-attribute create --namespace "$NAMESPACE" --address "$ADDRESS" \
    --name "$name" --type Keyword || true
done
