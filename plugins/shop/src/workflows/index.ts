import "./hooks/shop-fields"
import "./hooks/uuc-cart-guard"
