-- Up Migration

-- A message that carried a credential keeps its words without it once sent or given up on
-- (email/credentials.ts does so from now on): a verification code, a team invitation's link.
UPDATE emails
   SET subject = regexp_replace(subject, '\m\d{6}\M', '[code withheld]', 'g'),
       text_body = regexp_replace(text_body, '\m\d{6}\M', '[code withheld]', 'g'),
       html_body = regexp_replace(html_body, '\m\d{6}\M', '[code withheld]', 'g')
 WHERE kind = 'verification' AND (sent_at IS NOT NULL OR failed_at IS NOT NULL);
UPDATE emails
   SET text_body = regexp_replace(text_body, '([?&](amp;)?token=)[^\s"''<>&]+', '\1[withheld]', 'g'),
       html_body = regexp_replace(html_body, '([?&](amp;)?token=)[^\s"''<>&]+', '\1[withheld]', 'g')
 WHERE kind = 'memberInvitation' AND (sent_at IS NOT NULL OR failed_at IS NOT NULL);

-- Down Migration

-- Nothing to undo: what was withheld is gone.
