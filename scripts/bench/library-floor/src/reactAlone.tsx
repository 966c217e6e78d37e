import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { FloorPage, headingText, rootElement } from './FloorPage';

startTransition(() => {
  hydrateRoot(
    rootElement(),
    <StrictMode>
      <FloorPage heading={<h1>{headingText}</h1>} link={<a href="/">Home</a>} />
    </StrictMode>,
  );
});
