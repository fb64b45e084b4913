-- Issue 38: a request's details link to the depot order it made, found by the request.
CREATE INDEX depot_cases_request ON depot_cases (organisation_id, customer_request_id)
  WHERE customer_request_id IS NOT NULL;
