// Types of evm-node.cjs (the HTTP specs import it through evm-node.ts).
type Hex = `0x${string}`

export declare const MNEMONIC: string

export declare function testOperator(label?: string): {
  xpub: string
  wallet: (i: number) => string
}

export type EvmClient = {
  url: string
  balanceOf(token: Hex, owner: string): Promise<bigint>
  nonce(address: string): Promise<number>
  privateKey(index: number): Hex
  address(index: number): string
  deployToken(decimals: number): Promise<Hex>
  transfer(
    token: Hex,
    to: string,
    amount: bigint,
    fromIndex?: number
  ): Promise<{ hash: Hex; block: bigint }>
  head(): Promise<bigint>
  mine(blocks: number): Promise<unknown>
  snapshot(): Promise<string>
  revert(id: string): Promise<unknown>
}

export declare function connectEvmNode(url: string, chainId: number): EvmClient

export declare function startEvmNode(
  chainId: number,
  port?: number
): Promise<(EvmClient & { stop(): Promise<void> }) | { error: string }>
