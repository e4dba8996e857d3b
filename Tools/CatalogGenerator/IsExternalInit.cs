namespace System.Runtime.CompilerServices;

/// <summary>What records need and netstandard2.0 lacks.</summary>
static class IsExternalInit;
