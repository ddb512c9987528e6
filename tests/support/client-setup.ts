import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy* waits up to 1 s by default; a busy 2-core CI machine can take longer to render.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());
