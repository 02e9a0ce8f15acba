// The jest setup loads jest-dom's matchers; this makes their types known to `tsc` for the kernel's tests.
/// <reference types="@testing-library/jest-dom" />
