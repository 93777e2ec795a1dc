// @vitest-environment happy-dom
/** `react` and `react-dom` resolve to preact/compat in tests as in the browser bundle (docs/architecture.md#known-traps). */
import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { render } from 'react-dom';
import * as compat from 'preact/compat';

describe('react → preact/compat', () => {
  it('is the same module', async () => {
    expect(await import('react')).toBe(await import('preact/compat'));
    expect(useState).toBe(compat.useState);
  });

  it('renders a component written against react', () => {
    function Greeting({ name }: { name: string }) {
      const [text] = useState(`Hello, ${name}`);
      return <p>{text}</p>;
    }
    const root = document.createElement('div');
    render(<Greeting name="Owlstone" />, root);
    expect(root.innerHTML).toBe('<p>Hello, Owlstone</p>');
  });
});
