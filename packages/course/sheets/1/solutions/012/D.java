import java.io.IOException;

public class Main {
    public static void main(String[] args) throws IOException {
        String n = new String(System.in.readAllBytes()).strip();
        int remainder = 0;
        for (char d : n.toCharArray())
            remainder = (remainder * 10 + (d - '0')) % 7;
        System.out.println(remainder);
    }
}
