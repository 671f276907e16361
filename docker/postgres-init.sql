-- Runs once, on the first start of the postgresql container: the service's own database.
CREATE ROLE assessments LOGIN PASSWORD 'assessments';
CREATE DATABASE assessments OWNER assessments;
