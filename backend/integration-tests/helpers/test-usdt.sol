// SPDX-License-Identifier: MIT
pragma solidity 0.8.26;

/// A USDT-like token for tests: the deployer holds the whole supply.
contract TestUsdt {
    mapping(address => uint256) public balanceOf;
    uint8 public immutable decimals;
    event Transfer(address indexed from, address indexed to, uint256 value);

    constructor(uint256 supply, uint8 decimals_) {
        decimals = decimals_;
        balanceOf[msg.sender] = supply;
        emit Transfer(address(0), msg.sender, supply);
    }

    function transfer(address to, uint256 value) external returns (bool) {
        require(balanceOf[msg.sender] >= value, "balance");
        balanceOf[msg.sender] -= value;
        balanceOf[to] += value;
        emit Transfer(msg.sender, to, value);
        return true;
    }
}
