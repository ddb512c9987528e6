export { default } from 's3rver';
