import java.io.IOException;
import java.math.BigInteger;

public class Main {
    /** The product of the decimal digits of n. */
    static String digitProduct(String n) {
        BigInteger product = BigInteger.ONE;
        for (char d : n.toCharArray())
            product = product.multiply(BigInteger.valueOf(d - '0'));
        return product.toString();
    }

    public static void main(String[] args) throws IOException {
        String n = new String(System.in.readAllBytes()).strip();
        int steps = 0;
        for (; n.length() > 1; steps++)
            n = digitProduct(n);
        System.out.println(steps);
    }
}
